import type { EventStore } from '../../../infra/event-store/index.ts';
import { forbiddenCharacter } from '../../../shared/text/index.ts';
import { handleCommand, loadAggregate, type CommandContext, type Decider } from '../../kit/write/index.ts';
import { mappingStream, priceListEvents, type PriceListEvent } from './events.ts';

type State = Readonly<Record<string, string>>;
type Command = { readonly sellerId: number; readonly columns: Record<string, string> };

/** Each header's field, merged over what was remembered before; nothing new, nothing written. */
const mappingDecider: Decider<Command, PriceListEvent, State> = {
  initialState: {},
  evolve: (state, event) => ({ ...state, ...event.data.columns }),
  decide: (command, state) => {
    const changed = Object.entries(command.columns).filter(([header, field]) => state[header] !== field);
    return changed.length === 0
      ? []
      : [
          {
            type: 'PriceListMappingRemembered',
            data: { sellerId: command.sellerId, columns: Object.fromEntries(changed) },
          },
        ];
  },
};

/** The column mapping a seller chose last time, remembered per header text. */
export class RememberedMappings {
  private readonly store: EventStore;
  constructor(store: EventStore) {
    this.store = store;
  }

  async of(sellerId: number): Promise<State> {
    return (await loadAggregate(this.store, mappingStream(sellerId), mappingDecider, priceListEvents)).state;
  }

  async remember(
    sellerId: number,
    headers: readonly string[],
    fields: readonly string[],
    context: CommandContext,
  ): Promise<void> {
    // A header holding a character no stored text may hold (ADR 0051) is not remembered: nothing to know it by.
    const columns = Object.fromEntries(
      headers.flatMap((header, index) =>
        header && !forbiddenCharacter(header)
          ? [[[...header].slice(0, 200).join(''), fields[index] ?? '']]
          : [],
      ),
    );
    await handleCommand({
      store: this.store,
      streamId: mappingStream(sellerId),
      decider: mappingDecider,
      codec: priceListEvents,
      command: { sellerId, columns },
      context,
    });
  }
}
