import { Module } from '@nestjs/common';
import {
  ALL_RESOURCES,
  SEND_SURVEY,
  surveySentChanges,
  UPDATE_WATI_VARIABLES,
  watiVariablesOfBody,
  type PermissionResource,
} from '@console/contracts';
import { resourceController, type ResourceBehaviour } from '../core/resources/resource.controller.js';
import { addressFacts } from '../customers/addresses/address-facts.js';
import { storageTypeRows } from '../operations/warehouses/storage-type-rows.js';

/**
 * What an owning context adds to its resources' generic calls, from that context's folder: the app wires it here,
 * so the core never imports a context and no context imports another.
 */
const BEHAVIOURS: Partial<Record<PermissionResource, ResourceBehaviour>> = {
  addresses: { facts: addressFacts },
  'storage-types': { rows: storageTypeRows },
  'communication-templates': { commands: { [UPDATE_WATI_VARIABLES]: watiVariablesOfBody } },
  surveys: { commands: { [SEND_SURVEY]: surveySentChanges } },
};

/**
 * The generic calls of every simple resource in contracts' registry (`/api/<name>`), in the registry's order: a
 * resource defined there has its routes without a line here.
 */
@Module({ controllers: ALL_RESOURCES.map((spec) => resourceController(spec, BEHAVIOURS[spec.name])) })
export class ResourceRoutesModule {}
