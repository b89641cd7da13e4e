import {
  CREDENTIAL_CATEGORY,
  DEFAULT_COUNTRY_ID,
  streamIdOf,
  validateUserCreate,
  validationError,
  type RegisterUserBody,
  type UserProfile,
  type UserProfilePatch,
  type UserTag,
} from '@console/contracts';
import type { AggregateRepository, Decided } from '../../core/aggregate-repository.js';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import type { Infrastructure } from '../../core/infrastructure.js';
import { hashPassword } from '../../identity/index.js';
import { EmailReservations } from '../email-reservation.js';
import { userDecider, type UserState } from '../user.decider.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';

/** The defaults of spec 1 §5: language EN, partner 1 (a partner user's own), country the creating user's. */
const withDefaults = (input: UserProfilePatch, actor: CommandContext['actor']): UserProfile => ({
  type: input.type ?? 'b2c',
  name: (input.name ?? '').trim(),
  email: (input.email ?? '').trim(),
  phone: (input.phone ?? '').trim(),
  phone2: input.phone2 ?? null,
  partnerId: actor?.isPartner ? actor.partnerId : (input.partnerId ?? 1),
  countryId: input.countryId ?? actor?.countryId ?? DEFAULT_COUNTRY_ID,
  assigneeId: input.assigneeId ?? null,
  credits: input.credits ?? 0,
  deposits: input.deposits ?? 0,
  storageRate: input.storageRate ?? null,
  roles: input.roles ?? [],
  isVerified: input.isVerified ?? false,
  trn: input.trn ?? null,
  persona: input.persona ?? null,
  emailSignature: input.emailSignature ?? null,
  addressId: input.addressId ?? null,
  enableAutoCardCharging: input.enableAutoCardCharging ?? false,
  isPostpaidInvoiceEnabled: input.isPostpaidInvoiceEnabled ?? false,
  showCbmInChargeDescription: input.showCbmInChargeDescription ?? false,
  tap_customer_id: input.tap_customer_id ?? null,
  tapPaymentAgreementId: input.tapPaymentAgreementId ?? null,
  englishName: input.englishName ?? null,
  arabicName: input.arabicName ?? null,
  firstNameEnglish: input.firstNameEnglish ?? null,
  firstNameArabic: input.firstNameArabic ?? null,
  lastNameEnglish: input.lastNameEnglish ?? null,
  lastNameArabic: input.lastNameArabic ?? null,
  nicknameEnglish: input.nicknameEnglish ?? null,
  nicknameArabic: input.nicknameArabic ?? null,
  gender: input.gender ?? null,
  language: input.language ?? 'EN',
  documents: input.documents ?? [],
  source: input.source ?? null,
});

/**
 * A customer's registration, decided whole before anything is appended: the rules, the e-mail's availability, the
 * password's hash and the UserRegistered event. What is left are its appends, each with what undoes it; the
 * caller runs them (`repository.runAll`) alone (POST /api/users) or with the appends of its own command (a lead for
 * a new customer), so a registration that fails half-way leaves its e-mail free and no sign-in behind.
 */
export interface PreparedRegistration {
  readonly id: number;
  /** Reserves the e-mail (user-email-<e-mail>); undone by UserEmailReleased. Refused (400) if taken meanwhile. */
  readonly reservation: Decided<unknown>;
  /** Sets the password (credential-<id>), when the body has one; undone by PasswordRevoked. */
  readonly credential: Decided<unknown> | undefined;
  /** Appends UserRegistered: last, since nothing undoes a registration. */
  readonly user: Decided<UserState>;
}

export const prepareRegistration = async (
  infra: Infrastructure,
  repository: AggregateRepository,
  body: Omit<RegisterUserBody, 'tags'>,
  ctx: CommandContext,
  /** The body's tags, resolved to their records (TagDirectory). */
  tags: readonly UserTag[] = [],
): Promise<PreparedRegistration> => {
  const { status, password, ...input } = body;
  const profile = withDefaults(input, ctx.actor);
  const errors = validateUserCreate(profile);
  if (errors.length > 0) throw new DomainException(validationError(errors));
  // Staff and partner-company users get roles; customers never do, whatever the body says.
  const safeProfile = profile.type === 'staff' || profile.type === 'partner' ? profile : { ...profile, roles: [] };
  const id = await infra.ids.next('user');
  const reservation = await new EmailReservations(repository).reserve(profile.email, id, ctx);
  const user = await repository.decide({
    decider: userDecider,
    codecs: USER_EVENT_CODECS,
    id,
    command: { type: 'RegisterUser', id, profile: safeProfile, tags, status: status ?? 'active' },
    ctx,
  });
  const passwordHash = password ? await hashPassword(password) : undefined;
  // The credential's first event on a stream of a new id: it depends on no state of the stream.
  const credential =
    passwordHash === undefined
      ? undefined
      : await repository.decide({
          stream: streamIdOf(CREDENTIAL_CATEGORY, id),
          events: [{ type: 'PasswordSet', data: { userId: id, email: profile.email, passwordHash } }],
          command: 'SetPassword',
          expected: 'no_stream',
          ctx,
          compensate: () => ({
            command: 'RevokePassword',
            events: [{ type: 'PasswordRevoked', data: { userId: id } }],
          }),
        });
  return { id, reservation, credential, user };
};
