import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'ph:isPublic';

/** Opts a route out of the global session guard. Every use is listed in the route-enumeration test. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);
