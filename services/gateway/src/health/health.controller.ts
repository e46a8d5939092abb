import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator.js';
import { ReadinessService } from './readiness.service.js';

@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Public()
  @Get('health')
  health() {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const r = await this.readiness.check();
    if (r.ready) return { status: 'ready', checks: r.checks };
    res.status(503);
    return {
      status: 'unavailable',
      message: `Not ready: ${r.failed.join(', ')}`,
      failed: r.failed,
      checks: r.checks,
    };
  }
}
