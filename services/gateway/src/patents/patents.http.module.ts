import { Module } from '@nestjs/common';
import { PatentsController } from './patents.controller.js';

// Owned by the patents area: POST /api/patents/search and GET /api/patents/:id, each one RPC call.
@Module({ controllers: [PatentsController] })
export class PatentsHttpModule {}
