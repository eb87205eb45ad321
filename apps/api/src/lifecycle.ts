/**
 * Where a running API process is in its life. `stopping` turns true on SIGTERM: the process keeps
 * answering during its drain, but its readiness check says 503, so the load balancer stops sending
 * it new requests before it closes its port.
 */
export interface Lifecycle {
  stopping: boolean;
}
