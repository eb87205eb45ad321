import type { Generated } from 'kysely';

/** A single-use ticket that opens the notification hub for a session; only its SHA-256 is kept. */
export interface HubTicketTable {
  ticket_hash: string;
  session_id: number;
  expires_at: Date;
}

/** A hub message too large for a NOTIFY payload; the notify carries its id instead. */
export interface HubMessageTable {
  id: Generated<bigint>;
  /** The bus event as JSON. */
  payload: string;
  created_at: Generated<Date>;
}

/** The notification hub's tables: tickets that open it and messages too large for a notify. */
export interface HubTables {
  hub_ticket: HubTicketTable;
  hub_message: HubMessageTable;
}
