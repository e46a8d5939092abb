export { TestAgent, type AgentResponse, type AgentRequestOptions } from './agent.js';
export {
  deleteRedisKeys,
  createTestDatabase,
  createTestRedisPrefix,
  freePort,
  type TestDatabase,
  type TestRedisPrefix,
} from './infra.js';
export {
  openSignInPage,
  submitSignInForm,
  reachCallback,
  signInThroughDevProvider,
  parseSignInForm,
  type DevProfile,
  type SignInTrace,
} from './sign-in.js';
export {
  startTestSystem,
  ALL_SERVICES,
  repoRoot,
  type TestSystem,
  type TestSystemOptions,
  type TestServiceName,
  type TestRpcClient,
} from './system.js';
export { crossUserHarness, type CrossUserCase, type RegisteredCase, type HttpMethod } from './cross-user.js';
