import { type MockResolvers, ok, signedIn } from '../mock-endpoint';

let issued = 0;

/** The notification hub's ticket: the mocks have no hub, so any unique string does. */
export const hubResolvers = {
  hubTicket: signedIn(() => {
    issued += 1;
    return ok({ ticket: `ticket.mock-${issued}` });
  }),
} satisfies Partial<MockResolvers>;
