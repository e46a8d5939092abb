import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AI } from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';

type AnalysisAnswer = { status: string; data?: unknown; error?: string };

@ApiTags('ai')
@Controller('patents')
export class AnalysisController {
  constructor(private readonly rpc: RpcClient) {}

  @Post(':id/analyze')
  @HttpCode(202)
  @ApiOkResponse({ description: '202 {jobId, status}: the analysis is queued (or already in flight)' })
  analyze(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.rpc
      .call<{ jobId: string; status: string }>(AI.analyze, { userId: user.id, patentNumber: id })
      .then(({ jobId, status }) => ({ jobId, status }));
  }

  @Get(':id/analysis')
  @ApiOkResponse({
    description:
      '{status: complete, data: analysis} or {status: pending|running|failed, error?}; 404 when never analysed',
  })
  get(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.rpc.call<AnalysisAnswer>(AI.getAnalysis, { userId: user.id, patentNumber: id });
  }

  @Get(':id/analysis/report')
  @ApiOkResponse({ description: 'The plain-text report (SPEC §9) as a download' })
  async report(@CurrentUser() user: SessionUser, @Param('id') id: string, @Res() res: Response) {
    const { fileName, content } = await this.rpc.call<{ fileName: string; content: string }>(AI.getReport, {
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
