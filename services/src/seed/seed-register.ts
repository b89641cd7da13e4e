import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RegisterUserCommand } from '../customers/commands/register-user.command.js';
import type { CommandResult } from '../customers/commands/register-user.handler.js';
import { isAlreadyThere, seedContext } from './seed-commands.js';

/** Registers a demo user by the customers' command; undefined when the e-mail is taken (a second run). */
export const registerWith =
  (app: INestApplicationContext) =>
  async (
    body: ConstructorParameters<typeof RegisterUserCommand>[0],
    occurredAt?: Date,
  ): Promise<number | undefined> => {
    try {
      const r = await app
        .get(CommandBus)
        .execute<RegisterUserCommand, CommandResult>(new RegisterUserCommand(body, seedContext(occurredAt)));
      return r.id;
    } catch (e) {
      if (isAlreadyThere(e)) return undefined;
      throw e;
    }
  };
