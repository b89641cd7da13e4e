import { readSessionAnswer, readTemplateAnswer } from './wati-answers.js';

describe('WATI’s answers', () => {
  it('a template taken: the message id from the v2 receivers, or from an older v1 answer’s model.ids', () => {
    expect(
      readTemplateAnswer({
        result: true,
        error: null,
        receivers: [{ localMessageId: 'd38f', waId: '971501234567', isValidWhatsAppNumber: true, errors: [] }],
      }),
    ).toEqual({ kind: 'taken', localMessageId: 'd38f' });
    expect(readTemplateAnswer({ result: true, validWhatsAppNumber: true, model: { ids: ['6409'] } })).toEqual({
      kind: 'taken',
      localMessageId: '6409',
    });
    expect(readTemplateAnswer({ result: true })).toEqual({ kind: 'taken', localMessageId: null });
  });

  it('a template refused: result false or an invalid number, with WATI’s words; another shape is unreadable', () => {
    expect(readTemplateAnswer({ result: false, info: 'Invalid Contact' })).toEqual({
      kind: 'refused',
      message: 'Invalid Contact',
    });
    expect(readTemplateAnswer({ result: true, validWhatsAppNumber: false })).toMatchObject({ kind: 'refused' });
    expect(readTemplateAnswer({ result: 'yes' })).toEqual({ kind: 'unreadable' });
    expect(readTemplateAnswer(undefined)).toEqual({ kind: 'unreadable' });
  });

  it('a session message: ok or result "success" is taken; anything else refused', () => {
    expect(readSessionAnswer({ ok: true, result: 'success', message: { localMessageId: 'a1' } })).toEqual({
      kind: 'taken',
      localMessageId: 'a1',
    });
    expect(readSessionAnswer({ result: false, info: 'Session expired' })).toEqual({
      kind: 'refused',
      message: 'Session expired',
    });
  });
});
