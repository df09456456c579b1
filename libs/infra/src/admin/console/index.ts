export { TidemarkConsoleModule, type TidemarkConsoleOptions } from './console.module';
