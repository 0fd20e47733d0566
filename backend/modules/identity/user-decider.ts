import { DomainError, badRequest, conflict, notFound, deciderOf } from '../../kit/write/index.ts';
import type { IdentityEvent } from './events.ts';
import {
  MESSAGES,
  checkReason,
  isPublicRole,
  isRegistrationName,
  placeholderAfterChange,
  placeholderAtRegistration,
  type PublicRole,
} from './rules.ts';

export type UserRole = 'admin' | PublicRole;
export type UserStatus = 'active' | 'blocked';

/** One account (stream `user-<id>`), as the write side needs it. */
export interface UserState {
  readonly exists: boolean;
  readonly userId: number;
  readonly email: string;
  readonly role: UserRole;
  readonly status: UserStatus;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly middleName: string;
  /** The name is still the spec's registration default, not the person's (ADR 0058). */
  readonly nameIsPlaceholder: boolean;
  readonly phone: string | null;
  readonly avatar: string | null;
  readonly companyId: number | null;
  readonly isCompanyAdmin: boolean;
}

/** Inputs were checked and normalized at the door (rules.ts); ids, hashes and the actor come in here. */
export type UserCommand =
  | {
      readonly kind: 'register';
      readonly userId: number;
      readonly email: string;
      readonly passwordHash: string;
      /** Unchecked: the decider refuses anything but buyer and supplier. */
      readonly role: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly middleName: string;
      readonly inn: string;
    }
  /** Admins exist only through the command line (`npm run admin:create`), never through registration. */
  | {
      readonly kind: 'registerAdmin';
      readonly userId: number;
      readonly email: string;
      readonly passwordHash: string;
    }
  | {
      readonly kind: 'changeProfile';
      /** Only the fields given change; the rest are taken from the state the append is decided on. */
      readonly firstName?: string | undefined;
      readonly lastName?: string | undefined;
      readonly middleName?: string | undefined;
      readonly phone?: string | null | undefined;
    }
  | { readonly kind: 'changeAvatar'; readonly avatar: string }
  | { readonly kind: 'changePassword'; readonly passwordHash: string }
  | { readonly kind: 'block'; readonly reason: string; readonly actorId: string | null }
  | { readonly kind: 'unblock'; readonly reason: string }
  | { readonly kind: 'changeRole'; readonly role: string; readonly reason: string }
  | { readonly kind: 'joinCompany'; readonly companyId: number; readonly isCompanyAdmin: boolean };

export const noUser: UserState = {
  exists: false,
  userId: 0,
  email: '',
  role: 'buyer',
  status: 'active',
  passwordHash: '',
  firstName: '',
  lastName: '',
  middleName: '',
  nameIsPlaceholder: false,
  phone: null,
  avatar: null,
  companyId: null,
  isCompanyAdmin: false,
};

function existing(state: UserState): UserState {
  if (!state.exists) throw notFound(MESSAGES.userNotFound);
  return state;
}

function decide(command: UserCommand, state: UserState): IdentityEvent[] {
  if (command.kind === 'register') {
    if (state.exists) throw conflict(MESSAGES.emailTaken);
    if (!isPublicRole(command.role)) throw badRequest(MESSAGES.badRole, { role: MESSAGES.badRole });
    return [
      {
        type: 'UserRegistered',
        data: {
          userId: command.userId,
          email: command.email,
          passwordHash: command.passwordHash,
          role: command.role,
          firstName: command.firstName,
          lastName: command.lastName,
          middleName: command.middleName,
          inn: command.inn,
          // Decided here, once, where the ИНН is known: later changes carry the flag on.
          nameIsPlaceholder: isRegistrationName(command),
        },
      },
    ];
  }
  if (command.kind === 'registerAdmin') {
    if (state.exists) throw conflict(MESSAGES.emailTaken);
    const { userId, email, passwordHash } = command;
    return [
      {
        type: 'UserRegistered',
        data: {
          userId,
          email,
          passwordHash,
          role: 'admin',
          firstName: 'Администратор',
          lastName: '',
          middleName: '',
          inn: null,
          nameIsPlaceholder: false,
        },
      },
    ];
  }
  const user = existing(state);
  const userId = user.userId;
  switch (command.kind) {
    case 'changeProfile': {
      let firstName = command.firstName ?? user.firstName;
      let lastName = command.lastName ?? user.lastName;
      const middleName = command.middleName ?? user.middleName;
      const phone = command.phone === undefined ? user.phone : command.phone;
      let nameIsPlaceholder = user.nameIsPlaceholder;
      if (nameIsPlaceholder && (firstName !== user.firstName || lastName !== user.lastName)) {
        // A name given replaces the whole default: the part left as it was («ИНН …») is no part of it.
        if (firstName === user.firstName) firstName = '';
        if (lastName === user.lastName) lastName = '';
        nameIsPlaceholder = false;
      }
      if (
        user.firstName === firstName &&
        user.lastName === lastName &&
        user.middleName === middleName &&
        user.phone === phone
      ) {
        return [];
      }
      return [
        {
          type: 'UserProfileChanged',
          data: { userId, firstName, lastName, middleName, phone, nameIsPlaceholder },
        },
      ];
    }
    case 'changeAvatar':
      if (user.avatar === command.avatar) return [];
      return [{ type: 'UserAvatarChanged', data: { userId, avatar: command.avatar } }];
    case 'changePassword':
      return [{ type: 'UserPasswordChanged', data: { userId, passwordHash: command.passwordHash } }];
    case 'block': {
      const reason = checkReason(command.reason);
      if (command.actorId === String(userId)) throw badRequest(MESSAGES.cannotBlockSelf);
      if (user.status === 'blocked') return [];
      return [{ type: 'UserBlocked', data: { userId, reason } }];
    }
    case 'unblock': {
      const reason = checkReason(command.reason);
      if (user.status === 'active') return [];
      return [{ type: 'UserUnblocked', data: { userId, reason } }];
    }
    case 'changeRole': {
      const reason = checkReason(command.reason);
      if (!isPublicRole(command.role)) throw badRequest(MESSAGES.badNewRole, { role: MESSAGES.badNewRole });
      if (user.role === 'admin') throw badRequest(MESSAGES.adminRoleFixed);
      if (user.role === command.role) return [];
      return [
        { type: 'UserRoleChanged', data: { userId, role: command.role, previousRole: user.role, reason } },
      ];
    }
    case 'joinCompany':
      if (user.companyId !== null) throw new DomainError(409, 'conflict', MESSAGES.alreadyInCompany);
      return [
        {
          type: 'UserJoinedCompany',
          data: { userId, companyId: command.companyId, isCompanyAdmin: command.isCompanyAdmin },
        },
      ];
  }
}

function evolve(state: UserState, event: IdentityEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, passwordHash, role, firstName, lastName, middleName } = event.data;
      const nameIsPlaceholder = placeholderAtRegistration(event.data);
      return {
        ...noUser,
        exists: true,
        userId,
        email,
        passwordHash,
        role,
        firstName,
        lastName,
        middleName,
        nameIsPlaceholder,
      };
    }
    case 'UserProfileChanged': {
      const { firstName, lastName, middleName, phone } = event.data;
      return {
        ...state,
        firstName,
        lastName,
        middleName,
        phone,
        nameIsPlaceholder: placeholderAfterChange(state, event.data),
      };
    }
    case 'UserAvatarChanged':
      return { ...state, avatar: event.data.avatar };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'UserBlocked':
      return { ...state, status: 'blocked' };
    case 'UserUnblocked':
      return { ...state, status: 'active' };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'UserJoinedCompany':
      return { ...state, companyId: event.data.companyId, isCompanyAdmin: event.data.isCompanyAdmin };
  }
}

export const userDecider = deciderOf(noUser, evolve, decide);
