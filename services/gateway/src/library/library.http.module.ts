import { Module } from '@nestjs/common';

// Owned by the library area: its HTTP routes (each one RPC call) are registered here.
@Module({})
export class LibraryHttpModule {}
