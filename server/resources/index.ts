import { assetResource, machineTypeResource, repairResource } from './machines';
import {
  meetingAttendeeResource,
  meetingCarResource,
  meetingRepastResource,
  meetingResource,
  meetingSpotResource,
  meetingVideoResource,
} from './meetings';
import {
  carouselResource,
  harvestResource,
  integralResource,
  policyResource,
  topicResource,
  unitPriceResource,
} from './operation';
import { orderResource } from './orders';
import { cooperativeResource, driverResource, farmerResource, renterResource, storefrontResource } from './partners';
import { deviceDataResource, devicePicResource, sensorResource } from './iot';
import { bakeDictResource, bakeLossResource, yieldDataResource } from './yield';
import type { FieldKind, RecordOf, ResourceSpec } from './spec';

export type { FieldKind, FieldSpec, FieldView, PatternName, RecordOf, ResourceSpec, AuditColumns } from './spec';
export { TREE_ROOT } from './spec';

/** Every farm business resource (shell spec section 1), in menu order. */
export const farmResources = [
  orderResource,
  repairResource,
  assetResource,
  cooperativeResource,
  renterResource,
  farmerResource,
  driverResource,
  storefrontResource,
  machineTypeResource,
  integralResource,
  unitPriceResource,
  harvestResource,
  policyResource,
  topicResource,
  carouselResource,
  meetingResource,
  meetingAttendeeResource,
  meetingCarResource,
  meetingRepastResource,
  meetingSpotResource,
  meetingVideoResource,
  yieldDataResource,
  bakeLossResource,
  bakeDictResource,
  devicePicResource,
  sensorResource,
  deviceDataResource,
] as const;

export type FarmResource = (typeof farmResources)[number];
export type FarmTable = FarmResource['code'];

/** The table of each resource as Kysely sees it. */
export type FarmResourceTables = { [R in FarmResource as R['code']]: RecordOf<R> };

const byCode = new Map<string, ResourceSpec>(farmResources.map((resource) => [resource.code, resource]));
const byPath = new Map<string, ResourceSpec>(farmResources.map((resource) => [resource.path, resource]));

/** The resource of an online-form code (its table name), or undefined for anything else. */
export function resourceByCode(code: string): ResourceSpec | undefined {
  return byCode.get(code);
}

/** The resource of a `/farm/<path>/...` URL segment. */
export function resourceByPath(path: string): ResourceSpec | undefined {
  return byPath.get(path);
}

const partsByMaster = new Map<string, ResourceSpec[]>();
for (const resource of farmResources as readonly ResourceSpec[]) {
  if (resource.parent)
    partsByMaster.set(resource.parent.code, [...(partsByMaster.get(resource.parent.code) ?? []), resource]);
}

/** The parts of a master resource (a meeting's attendees, cars ...), in declaration order: saved and deleted with it. */
export function partsOf(resource: ResourceSpec): readonly ResourceSpec[] {
  return partsByMaster.get(resource.code) ?? [];
}

const auditKinds = {
  id: 'text',
  createBy: 'text',
  createTime: 'datetime',
  updateBy: 'text',
  updateTime: 'datetime',
  tenantId: 'number',
  sysOrgCode: 'text',
} as const;

const kindsByResource = new WeakMap<ResourceSpec, Readonly<Record<string, FieldKind>>>();

/** Every column of a resource's table and its kind: what clients may filter and sort by (built once per resource, read on every list). */
export function columnKindsOf(resource: ResourceSpec): Readonly<Record<string, FieldKind>> {
  let kinds = kindsByResource.get(resource);
  if (!kinds) {
    kinds = Object.freeze({
      ...auditKinds,
      ...Object.fromEntries(resource.fields.map((field) => [field.name, field.kind])),
    });
    kindsByResource.set(resource, kinds);
  }
  return kinds;
}

type ColumnKindsOf<R extends FarmResource> = { readonly [K in keyof RecordOf<R>]-?: FieldKind };

/** The farm tables' part of the client allow-list (db/columns.ts), derived from the declarations. */
export const farmClientColumns = Object.fromEntries(
  farmResources.map((resource) => [resource.code, columnKindsOf(resource)]),
) as { readonly [R in FarmResource as R['code']]: ColumnKindsOf<R> };
