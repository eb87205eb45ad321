import { callMeBack } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { registerEndpoint, serverMessage } from '../http';

/**
 * POST /api/cms/callmeback: stores a visitor's request to be called (validated by the contract's
 * rules) and confirms it in the request's language.
 */
export function registerCallMeBack(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): void {
  registerEndpoint(app, callMeBack, async (input, { locale }) => {
    await database.db
      .insertInto('call_me_back_request')
      .values({
        name: input.name,
        phone: input.phone,
        preferred_time: input.preferredTime,
        note: input.note || null,
        locale,
      })
      .execute();
    return {
      success: true,
      message: serverMessage('serverHttp:callMeBackReceived', locale),
      data: null,
    };
  });
}
