// The responsible-gaming limit row still imports the issue translation from here; the forms'
// resolver is `rules-resolver.ts`, over any Standard Schema.
export { describeValidationIssueWith } from './rules-resolver';
