import { Module } from '@nestjs/common';
import { ADDRESS_RESOURCE } from '@console/contracts';
import { resourceController } from '../../core/resources/resource.controller.js';
import { addressFacts } from './address-facts.js';
import { AddressesController } from './addresses.controller.js';

/** Customers' addresses: the list call, and the generic calls that fill partner and country from the customer and city. */
@Module({ controllers: [AddressesController, resourceController(ADDRESS_RESOURCE, { facts: addressFacts })] })
export class AddressesModule {}
