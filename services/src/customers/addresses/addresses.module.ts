import { Module } from '@nestjs/common';
import { AddressesController } from './addresses.controller.js';

/** Customers' addresses: the list call (its generic calls are app/resource-routes.module.ts's, with the address facts). */
@Module({ controllers: [AddressesController] })
export class AddressesModule {}
