/**
 * Every metric name the processes export beyond prom-client's defaults. The Grafana dashboard and the
 * Prometheus alert rules may use only these (and the defaults); test/ops checks that they do.
 */
export const METRIC = {
  httpDuration: 'ph_http_request_duration_seconds',
  rpcClientDuration: 'ph_rpc_client_duration_seconds',
  rpcClientErrors: 'ph_rpc_client_errors_total',
  rpcServerDuration: 'ph_rpc_server_duration_seconds',
  rpcServerErrors: 'ph_rpc_server_errors_total',
  rpcStreamPending: 'ph_rpc_stream_pending',
  rpcStreamLength: 'ph_rpc_stream_length',
  rpcReclaimed: 'ph_rpc_reclaimed_total',
  queueJobs: 'ph_queue_jobs',
  queueOldestWaiting: 'ph_queue_oldest_waiting_seconds',
  queueJobDuration: 'ph_queue_job_duration_seconds',
  queueCompleted: 'ph_queue_jobs_completed_total',
  queueFailed: 'ph_queue_jobs_failed_total',
  dbPoolTotal: 'ph_db_pool_total',
  dbPoolIdle: 'ph_db_pool_idle',
  dbPoolWaiting: 'ph_db_pool_waiting',
  dbPoolMax: 'ph_db_pool_max',
  searchIndexerPending: 'ph_search_indexer_pending',
  searchIndexerChanges: 'ph_search_indexer_changes_total',
} as const;

/** Seconds; RPC and HTTP calls are mostly milliseconds, analyses take seconds to minutes. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
export const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];
