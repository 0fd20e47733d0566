import {
  ConversationCommands,
  ConversationQueries,
  type PostedHook,
  type Subjects,
} from '../../modules/messaging/index.ts';
import { messagingRouter } from '../../modules/messaging/http.ts';
import type { WiringKit } from './kit.ts';

/** Conversations: each kind of subject says who its parties are; a posted message may be acted on (answers by e-mail). */
export function wireMessaging(
  { platform, creations }: WiringKit,
  ports: { subjects: Subjects; onPosted: PostedHook; partyName: (userId: number) => Promise<string | null> },
) {
  const commands = new ConversationCommands({
    store: platform.events,
    subjects: ports.subjects,
    onPosted: ports.onPosted,
  });
  const queries = new ConversationQueries({ readModels: platform.readModels, names: ports.partyName });
  return {
    router: messagingRouter({
      commands,
      queries,
      subjects: ports.subjects,
      readModels: platform.readModels,
      creations,
    }),
  };
}
