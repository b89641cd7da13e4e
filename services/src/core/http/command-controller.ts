import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure.js';

/**
 * What a controller that sends commands holds: the CommandBus, and the infrastructure it reads from and waits on
 * for its answers (read-your-writes). A controller needing nothing else extends it and builds its queries from
 * `this.infra`.
 */
@Injectable()
export abstract class CommandController {
  constructor(
    protected readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) protected readonly infra: Infrastructure,
  ) {}
}
