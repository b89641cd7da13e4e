import crypto from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CREDENTIAL_CATEGORY,
  DEFAULT_COUNTRY_ID,
  streamIdOf,
  validateUserCreate,
  validationError,
  type GlobalPosition,
  type UserProfile,
  type UserProfilePatch,
} from '@console/contracts';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { metadataFor } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { hashPassword } from '../../identity/password.js';
import { EmailReservations } from '../email-reservation.js';
import { userDecider } from '../user.decider.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';
import { RegisterUserCommand } from './register-user.command.js';

export interface CommandResult {
  readonly id: number;
  readonly position: GlobalPosition | undefined;
}

/** The defaults of spec 1 §5: language EN, partner 1 (a partner user's own), country the creating user's. */
const withDefaults = (input: UserProfilePatch, actor: RegisterUserCommand['ctx']['actor']): UserProfile => ({
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

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, CommandResult> {
  private readonly repository: AggregateRepository;
  private readonly reservations: EmailReservations;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
    this.reservations = new EmailReservations(infra.store);
  }

  async execute({ body, ctx }: RegisterUserCommand): Promise<CommandResult> {
    const { tags, status, password, ...input } = body;
    const profile = withDefaults(input, ctx.actor);
    const errors = validateUserCreate(profile);
    if (errors.length > 0) throw new DomainException(validationError(errors));
    // Staff and partner-company users get roles; customers never do, whatever the body says.
    const safeProfile = profile.type === 'staff' || profile.type === 'partner' ? profile : { ...profile, roles: [] };
    const id = await this.infra.ids.next('user');
    await this.reservations.reserve(profile.email, id, ctx);
    const handled = await this.repository.handle(
      userDecider,
      USER_EVENT_CODECS,
      id,
      { type: 'RegisterUser', id, profile: safeProfile, tags: tags ?? [], status: status ?? 'active' },
      ctx,
    );
    let position = handled.position;
    if (password) {
      const r = await this.infra.store.append(
        streamIdOf(CREDENTIAL_CATEGORY, id),
        [
          {
            id: crypto.randomUUID(),
            type: 'PasswordSet',
            data: { userId: id, email: profile.email, passwordHash: await hashPassword(password) },
            metadata: metadataFor(ctx, 'SetPassword', new Date()),
          },
        ],
        'any',
      );
      position = r.position;
    }
    return { id, position };
  }
}
