/** Tables of the in-house demo game provider (migration 0010). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the demo provider's migration
export interface DemoProviderTables {}
