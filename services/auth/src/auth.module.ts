import { Module, type DynamicModule } from '@nestjs/common';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { OidcController } from './oidc/oidc.controller.js';
import { OidcRelyingParty } from './oidc/oidc-relying-party.js';
import { OidcService, RELYING_PARTY } from './oidc/oidc.service.js';
import { UsersController } from './users/users.controller.js';
import { AUTH_DB, UsersRepository } from './users/users.repository.js';
import { UsersService } from './users/users.service.js';

@Module({})
export class AuthModule {
  static forRoot(deps: { db: NodePgDatabase<any>; relyingParty: OidcRelyingParty }): DynamicModule {
    return {
      module: AuthModule,
      controllers: [UsersController, OidcController],
      providers: [
        { provide: AUTH_DB, useValue: deps.db },
        { provide: RELYING_PARTY, useValue: deps.relyingParty },
        UsersRepository,
        UsersService,
        OidcService,
      ],
    };
  }
}
