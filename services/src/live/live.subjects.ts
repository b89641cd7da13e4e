/** Notice published after each projector commit that changed read-model tables (ARCHITECTURE §1). */
export const READ_MODEL_CHANGED_SUBJECT = 'readmodel.changed';
