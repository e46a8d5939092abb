import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { AI } from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';

@Controller('patents')
export class AnalysisController {
  constructor(private readonly rpc: RpcClient) {}

  @Post(':id/analyze')
  @HttpCode(202)
  analyze(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.rpc
      .call(AI.analyze, { userId: user.id, patentNumber: id })
      .then(({ jobId, status }) => ({ jobId, status }));
  }

  @Get(':id/analysis')
  get(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.rpc.call(AI.getAnalysis, { userId: user.id, patentNumber: id });
  }

  @Get(':id/analysis/report')
  async report(@CurrentUser() user: SessionUser, @Param('id') id: string, @Res() res: Response) {
    const { fileName, content } = await this.rpc.call(AI.getReport, {
      userId: user.id,
      patentNumber: id,
    });
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.setHeader(
      'content-disposition',
      `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    );
    res.setHeader('cache-control', 'no-store');
    res.status(200).send(content);
  }
}
