import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentActor, RequirePermission } from '../../core/auth/auth.decorators.js';
import { commandContextOf, type Actor } from '../../core/command-context.js';
import { awaitReadModels } from '../../core/http/read-your-writes.js';
import { CarryOverTagNamesCommand, type CarriedOver } from './carry-over-tag-names.js';
import { Reply } from '../../core/http/route-params.js';
import { CommandController } from '../../core/http/command-controller.js';

/** The tags' own call beside the generic /api/tags ones: the recorded carry-over of names (admin only). */
@ApiTags('tags')
@ApiBearerAuth()
@Controller()
export class TagsController extends CommandController {
  @Post('api/v1/tags/carry-over-names')
  @HttpCode(200)
  @RequirePermission('tags', 'manage')
  @ApiOperation({ summary: 'Gives every customer still holding tags by name the tag records of those names' })
  async carryOver(@CurrentActor() actor: Actor, @Reply() res: Response): Promise<{ customers: number }> {
    const result = await this.commands.execute<CarryOverTagNamesCommand, CarriedOver>(
      new CarryOverTagNamesCommand(commandContextOf(actor)),
    );
    await awaitReadModels(this.infra.readModels, result.position, res);
    return { customers: result.customers };
  }
}
