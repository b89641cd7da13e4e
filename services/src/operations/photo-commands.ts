import type { GlobalPosition, PhotoState } from '@console/contracts';
import type { CommandContext } from '../core/command-context.js';
import type { PhotoModel } from './photo-targets.js';

/** A photo for an uploaded object, on the record `target` names; the photo's id is the one its key was made with. */
export interface NewPhoto {
  readonly photoId: number;
  readonly target: { readonly model: PhotoModel; readonly id: number };
  readonly key: string;
  readonly mimetype: string;
  readonly size: number;
  readonly video: boolean;
  /** The customer the photo is of; the record's customer when not given. */
  readonly userId: number | null | undefined;
  /** The words typed with a customer's photo (user-photos only). */
  readonly caption?: string | null;
}

/** Records a photo for an uploaded object (once per object: a retry or a double click makes one photo). */
export class AddPhotoCommand {
  constructor(
    readonly photo: NewPhoto,
    readonly ctx: CommandContext,
  ) {}
}

/** Deletes a photo and its object; the fact stays in history. */
export class DeletePhotoCommand {
  constructor(
    readonly photoId: number,
    readonly ctx: CommandContext,
  ) {}
}

export interface PhotoCommandResult {
  /** The photo after the command (add) or as it was before it (delete). */
  readonly photo: NonNullable<PhotoState>;
  readonly position: GlobalPosition | undefined;
}
