export * from './events/envelope.js';
export * from './events/position.js';

export * from './shared/enumeration.js';
export * from './shared/id.js';
export * from './shared/store-safe.js';
export * from './shared/openapi-schema.js';
export * from './shared/validation-issues.js';
export * from './shared/status-colours.js';
export * from './list-queries/list-query.js';
export * from './list-queries/customer-type.js';

export * from './identity/roles.js';
export * from './identity/permissions.js';
export * from './identity/account-changes.js';
export * from './identity/affiliate-scope.js';
export * from './identity/staff-roles.js';
export * from './identity/user-logs.js';
export * from './identity/sign-in-links.js';

export * from './money/currency.js';
export * from './money/money.js';
export * from './money/bounds.js';
export * from './money/rounding.js';

export * from './catalogue/countries.js';

export * from './customers/user.enums.js';
export * from './customers/users.list-query.js';
export * from './customers/addresses.list-query.js';

export * from './sales/order.enums.js';
export * from './sales/survey.enums.js';
export * from './sales/orders.list-query.js';
export * from './sales/commission-slab.read.js';

export * from './operations/request.enums.js';
export * from './operations/storage.enums.js';
export * from './operations/box.enums.js';
export * from './operations/requests.list-query.js';
export * from './operations/request.calendar.js';
export * from './operations/box-storage.js';
export * from './operations/warehouses.list-query.js';
export * from './operations/storage-records.list-query.js';
export * from './operations/boxes.list-query.js';
export * from './operations/storage-types.list-query.js';
export * from './operations/storages.list-query.js';
export * from './operations/warehouse.rules.js';
export * from './operations/warehouse-view.js';
export * from './operations/storage-type.rules.js';
export * from './operations/storage-type.import.js';
export * from './operations/storage-type.read.js';
export * from './operations/warehouse.read.js';

export * from './accounting/invoice.enums.js';
export * from './accounting/payment.enums.js';
export * from './accounting/charge.enums.js';
export * from './accounting/card.enums.js';
export * from './accounting/invoices.list-query.js';
export * from './accounting/cards.list-query.js';
export * from './accounting/payments.list-query.js';
export * from './accounting/charges.list-query.js';
export * from './accounting/charges.bulk.js';
export * from './accounting/accounting-communications.js';
export * from './accounting/customer-stats.read.js';

export * from './history/revision.enums.js';

export * from './notifications/task.enums.js';
export * from './notifications/communication.enums.js';
export * from './notifications/task.events.js';
export * from './notifications/task.lifecycle.js';
export * from './notifications/communication.lifecycle.js';
export * from './notifications/communication.record.js';
export * from './notifications/task-run.js';
export * from './notifications/communication-records.list-query.js';
export * from './notifications/task.rules.js';
export * from './notifications/task.read.js';
export * from './notifications/task-request.js';
export * from './notifications/task.priority.js';
export * from './notifications/task.subject.js';
export * from './notifications/dev-mailbox.js';

// Customers aggregate, shared decider types and the catalogue resources (lead).
export * from './shared/validation.js';
export * from './shared/domain-error.js';
export * from './shared/decider.js';
export * from './customers/user.profile.js';
export * from './customers/user.rules.js';
export * from './customers/user.settings.js';
export * from './customers/user.search.js';
export * from './customers/user.lifecycle.js';
export * from './customers/user.events.js';
export * from './customers/user.commands.js';
export * from './customers/user.read.js';
export * from './customers/address.read.js';
export * from './shared/resource/resource-definition.js';
export * from './resources.js';
export * from './customers/user.document.js';
export * from './catalogue/service-type.read.js';
export * from './shared/resource/resource-document.js';
// The simple resources, each defined in the context that owns it (docs/architecture.md).
export * from './catalogue/country.resource.js';
export * from './catalogue/city.resource.js';
export * from './catalogue/partner.resource.js';
export * from './catalogue/service-type.resource.js';
export * from './catalogue/reason.resources.js';
export * from './catalogue/template-category.resource.js';
export * from './catalogue/email-placeholder.resource.js';
export * from './catalogue/communication-template.resource.js';
export * from './sales/survey.resource.js';
export * from './sales/survey-questions.js';
export * from './catalogue/template-text.js';
export * from './customers/address.resource.js';
export * from './customers/tag.resource.js';
export * from './catalogue/configuration.resource.js';
export * from './catalogue/configuration-read.js';
export * from './operations/time-slots.js';
export * from './catalogue/terms-condition.resource.js';
export * from './catalogue/terms-html.js';
export * from './sales/coupon.resource.js';
export * from './sales/offer.resource.js';
export * from './sales/commission-slab.resource.js';
export * from './sales/affiliate.resource.js';
export * from './operations/storage-type.resource.js';
export * from './operations/warehouse.resource.js';
export * from './operations/location.resource.js';
export * from './operations/team.resource.js';
export * from './operations/room.resource.js';
export * from './operations/blocked-slot.resource.js';
export * from './operations/box.resource.js';
export * from './history/history.events.js';
export * from './history/history.read.js';
export * from './history/document-changes.js';
export * from './history/history-models.js';
export * from './history/history.rules.js';
export * from './history/history-fields.js';
export * from './history/history-words.js';
export * from './history/describe-value.js';
export * from './history/describe-revision.js';

// Sales: the order aggregate (leads and orders), its lifecycle table, rules, pricing and read row.
export * from './sales/order.record.js';
export * from './sales/order.rules.js';
export * from './sales/order.lifecycle.js';
export * from './sales/order.lead-order.js';
export * from './sales/order.events.js';
export * from './sales/order.commands.js';
export * from './sales/order.document.js';
export * from './sales/order.read.js';
export * from './sales/pricing.js';
export * from './sales/order.quote-change.js';

// Operations: the storage aggregate (records are facts on its stream), its rules and read rows.
export * from './operations/storage.record.js';
export * from './operations/storage.events.js';
export * from './operations/storage.document.js';
export * from './operations/storage.location.js';
export * from './operations/storage.rules.js';
export * from './operations/storage.commands.js';
export * from './operations/storage.read.js';
export * from './operations/child-parents.js';
export * from './operations/customer-storages.js';
export * from './operations/storage.lifecycle.js';
export * from './operations/storage-move.events.js';
export * from './operations/location-space.js';
export * from './operations/storage-loop.js';
export * from './operations/order-storages.js';
export * from './operations/order-storages-request.js';
export * from './operations/bulk-check-in.js';
export * from './operations/request-from-order.js';

// Operations: the request aggregate (requests and their lines), its lifecycle table, rules and read rows.
export * from './operations/request.record.js';
export * from './operations/request.rules.js';
export * from './operations/request.lifecycle.js';
export * from './operations/request.events.js';
export * from './operations/request.commands.js';
export * from './operations/request.document.js';
export * from './operations/request.read.js';
export * from './operations/photo.rules.js';
export * from './operations/photo.events.js';
export * from './operations/photo.document.js';
export * from './operations/photo.commands.js';
export * from './operations/photo.read.js';
export * from './platform/projections-status.js';
export * from './platform/app-info.js';

// Accounting: charges, invoices, payments and cards; their rules with the spec's messages and read rows.
export * from './accounting/accounting.codecs.js';
export * from './accounting/charge.record.js';
export * from './accounting/charge.rules.js';
export * from './accounting/charge.events.js';
export * from './accounting/invoice.rules.js';
export * from './accounting/invoice.lifecycle.js';
export * from './accounting/invoice.events.js';
export * from './accounting/invoice.state.js';
export * from './accounting/invoice.body.js';
export * from './accounting/payment.record.js';
export * from './accounting/payment.rules.js';
export * from './accounting/payment.lifecycle.js';
export * from './accounting/payment.events.js';
export * from './accounting/payment.figures.js';
export * from './accounting/payment.link.js';
export * from './accounting/card.events.js';
export * from './accounting/accounting.read.js';
export * from './accounting/order-charges.js';
export * from './accounting/gateway.rules.js';
export * from './accounting/billing.rules.js';
export * from './accounting/billing.events.js';
export * from './accounting/order-billing.events.js';
export * from './accounting/billing.summary.js';
export * from './spec-messages.js';
export * from './analytics/analytics.metrics.js';
export * from './analytics/analytics.query.js';
export * from './analytics/analytics.drill.js';
export * from './sales/survey-page.texts.js';
export * from './analytics/affiliate-commissions.js';
