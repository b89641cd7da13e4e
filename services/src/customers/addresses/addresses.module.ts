import { Module } from '@nestjs/common';
import { AddressesController } from './addresses.controller.js';

/** Customers' addresses: the list call (the generic calls are the catalogue module's). */
@Module({ controllers: [AddressesController] })
export class AddressesModule {}
