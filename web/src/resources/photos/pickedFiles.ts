/**
 * Files the user picked, held here by id while a saga uploads them: a File is not serialisable, so actions carry
 * only the ids (redux keeps serialisable state and actions).
 */
const files = new Map<string, File>();
let next = 1;

export const holdFiles = (picked: readonly File[]): string[] =>
  picked.map((f) => {
    const id = `file-${next++}`;
    files.set(id, f);
    return id;
  });

export const heldFile = (id: string): File | undefined => files.get(id);
export const releaseFiles = (ids: readonly string[]): void => ids.forEach((id) => files.delete(id));
