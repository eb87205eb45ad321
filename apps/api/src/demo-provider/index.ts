export { type DemoEngine, demoEngines } from './demo-engines';
export type { DemoLaunchRequest, GameLauncher } from './demo-launch-request';
export { type GameAssets, loadGameAssets, softGamingsMarkupFrame } from './demo-routes';
export { type FrameMoney, frameMoney } from './frame-money';
export { type DemoProviderServices, registerDemoProvider } from './register-demo-provider';
export { roundSettlementSweepMs } from './round-settlement';
