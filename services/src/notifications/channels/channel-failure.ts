/**
 * Why a message did not go, in the three ways a sender must tell apart, on every channel:
 * - `refused`: the server said no (SMTP 5xx, WATI's "result: false" or a 4xx): permanent, do not retry;
 * - `temporary`: nothing was delivered (SMTP 4xx, a refused connection, a busy server): retry;
 * - `answerLost`: the whole message went out and the answer never came: it may or may not have been delivered, so a
 *   retry (with the same Message-ID, or broadcast name) may make a second copy, and the record should say so.
 */
export type ChannelFailureKind = 'refused' | 'temporary' | 'answerLost';
