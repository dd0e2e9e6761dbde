import { createRuntime } from '../../bootstrap.js';
import type { Config } from '../../platform/config.js';
import type { AppContext } from '../../context.js';
import { isApiError } from '../../platform/errors.js';

/**
 * Runs one operator command (users, partners) on its own runtime: quieter logs (info becomes warn, so the output is
 * the command's), an expected refusal (ApiError) printed as its message with exit 1, the runtime always closed.
 */
export async function withOperatorRuntime(config: Config, command: (ctx: AppContext) => Promise<number>): Promise<number> {
  const runtime = await createRuntime({ ...config, logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  try {
    return await command(runtime.ctx);
  } catch (error) {
    if (!isApiError(error)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await runtime.close();
  }
}
