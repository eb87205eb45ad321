import { toNestErrors } from '@hookform/resolvers';
import { isValidationMessageKey } from '@zar/api-client';
import { useMemo } from 'react';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { UiTranslate } from '../../strings/ui-strings';
import { useUiTranslation } from '../../strings/use-ui-translation';
import type { StandardSchemaV1 } from './standard-schema';

/**
 * A form's validation rules: any Standard Schema (zod 4, valibot, arktype…) over the form's
 * values. Each issue's message is a `validation.*` key (the contract's rules give those), looked
 * up in `common.validation`; a zod issue's `minimum` / `maximum` fill the text's limits.
 */
export type FormRules<Values, Output = Values> = StandardSchemaV1<Values, Output>;

/** One issue of a rule, as the translation reads it: its key, and the limits zod adds. */
export interface RuleIssue {
  readonly message: string;
  readonly path?: StandardSchemaV1.Issue['path'];
}

/**
 * The player-facing sentence of a validation issue: its `validation.*` key looked up in
 * `common.validation` (the same strings the site uses), with the issue's limits filled in; any
 * other message says `validation.invalid`.
 */
export function describeValidationIssueWith(t: UiTranslate, issue: RuleIssue): string {
  const key = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid';
  const limits = issue as { minimum?: unknown; maximum?: unknown };
  return t(`common.${key}` as never, {
    minimum: 'minimum' in issue ? String(limits.minimum) : undefined,
    maximum: 'maximum' in issue ? String(limits.maximum) : undefined,
  });
}

/** The dotted field path of an issue (`'phone'`, `'items.0.amount'`), `''` for the whole form. */
function issuePath(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');
}

/**
 * True when `values` pass `rules` right now: for a control that follows every keystroke (a
 * Verify button) rather than a submit. Rules that only answer asynchronously count as failing.
 */
export function passesRules<Values>(rules: FormRules<Values, unknown>, values: Values): boolean {
  const result = rules['~standard'].validate(values);
  return !(result instanceof Promise) && !result.issues;
}

/**
 * A react-hook-form resolver over a form's rules whose errors are translated into the language of
 * the components (`useUiTranslation`); each field gets its first issue.
 */
export function useRulesResolver<Input extends FieldValues, Output>(
  rules: FormRules<Input, Output>,
): Resolver<Input, unknown, Output> {
  const { t } = useUiTranslation();
  return useMemo<Resolver<Input, unknown, Output>>(
    () => async (values, _context, options) => {
      const result = await rules['~standard'].validate(values);
      if (!result.issues) return { values: result.value, errors: {} };
      const errors: Record<string, FieldError> = {};
      for (const issue of result.issues) {
        errors[issuePath(issue)] ??= {
          type: 'code' in issue ? String(issue.code) : 'validate',
          message: describeValidationIssueWith(t, issue),
        };
      }
      return { values: {}, errors: toNestErrors(errors, options) };
    },
    [rules, t],
  );
}
