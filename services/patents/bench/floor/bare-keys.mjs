/** The request stream of the bench's floor pair (bare-gateway.mjs → bare-service.mjs); apart from the RPC's keys. */
export const FLOOR_STREAM = 'floor:search';
