import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** OpenAPI document and Swagger UI at /api/docs (JSON at /api/docs-json); public. */
export function setupOpenApi(app: INestApplication) {
  const config = new DocumentBuilder()
    .setTitle('Patent Hub API')
    .setDescription(
      "The gateway's HTTP API. Sign in through /api/login; writes need the x-csrf-token header (value of the ph_csrf cookie).",
    )
    .setVersion('1.0')
    .addCookieAuth('ph_sid')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
