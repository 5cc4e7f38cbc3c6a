/**
 * The quotation's Ship to and its place of supply (docs/spec.md §22.9): "Ship to another address"
 * opens the Ship to's fields (name, state, address, GSTIN); the place of supply is then chosen
 * between the Bill to's state and the Ship to's, each with when it applies (IGST Act 2017,
 * s. 10(1)). Without a Ship to the place of supply is the buyer's state.
 */
import { INDIAN_STATES } from '../../../lib/quotes/indian-states';
import { fieldClass } from '../shared/form-parts';
import QuoteField, { controlProps } from './QuoteField';
import { gstinState, type PlaceOfSupplyChoice, type QuoteDraft, type ShipToDraft } from './quote-draft';

interface Props {
  id: string;
  draft: Pick<QuoteDraft, 'buyer' | 'shipTo' | 'placeOfSupply'>;
  problems: Record<string, string>;
  onShipTo: (shipTo: ShipToDraft | null) => void;
  onPlaceOfSupply: (choice: PlaceOfSupplyChoice) => void;
}

/** When each state is the place of supply, said beside its choice. */
const WHEN: Record<PlaceOfSupplyChoice, string> = {
  buyer: 'Goods delivered to the buyer, or sent to the Ship to on the buyer’s direction (s. 10(1)(a), (b)).',
  shipTo: 'The machine installed at the Ship to by us (s. 10(1)(d)), or an unregistered buyer with this address recorded (s. 10(1)(ca)).',
};

export default function QuoteShipTo({ id, draft, problems, onShipTo, onPlaceOfSupply }: Props) {
  const { buyer, shipTo } = draft;
  const set = (part: Partial<ShipToDraft>) => shipTo && onShipTo({ ...shipTo, ...part });
  const choices: { choice: PlaceOfSupplyChoice; state: string; whose: string }[] = [
    { choice: 'buyer', state: buyer.state, whose: 'Bill to' },
    ...(shipTo && shipTo.state !== buyer.state ? [{ choice: 'shipTo' as const, state: shipTo.state, whose: 'Ship to' }] : []),
  ];
  const chosen = choices.some((c) => c.choice === draft.placeOfSupply) ? draft.placeOfSupply : 'buyer';

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-2 text-base font-bold text-brand-900">Ship to and place of supply</legend>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={shipTo !== null}
          onChange={(event) => onShipTo(event.target.checked ? { name: buyer.name, address: '', state: buyer.state, gstin: '' } : null)}
          className="size-5 accent-brand-600"
        />
        Ship to another address
      </label>
      {shipTo && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <QuoteField id={`${id}-shipTo-name`} label="Ship to name" problem={problems['shipTo.name']} required>
            <input
              {...controlProps(`${id}-shipTo-name`, problems['shipTo.name'])}
              value={shipTo.name}
              onChange={(event) => set({ name: event.target.value })}
              autoComplete="off"
              className={fieldClass}
            />
          </QuoteField>
          <QuoteField id={`${id}-shipTo-state`} label="Ship to state" problem={problems['shipTo.state']} required>
            <select
              {...controlProps(`${id}-shipTo-state`, problems['shipTo.state'])}
              value={shipTo.state}
              onChange={(event) => set({ state: event.target.value })}
              className={fieldClass}
            >
              {INDIAN_STATES.map((state) => (
                <option key={state.code} value={state.name}>
                  {state.name}
                </option>
              ))}
            </select>
          </QuoteField>
          <QuoteField id={`${id}-shipTo-address`} label="Ship to address" problem={problems['shipTo.address']} required className="sm:col-span-2">
            <textarea
              {...controlProps(`${id}-shipTo-address`, problems['shipTo.address'])}
              value={shipTo.address}
              onChange={(event) => set({ address: event.target.value })}
              rows={2}
              className={fieldClass}
            />
          </QuoteField>
          <QuoteField id={`${id}-shipTo-gstin`} label="Ship to GSTIN (optional)" problem={problems['shipTo.gstin']}>
            <input
              {...controlProps(`${id}-shipTo-gstin`, problems['shipTo.gstin'])}
              value={shipTo.gstin}
              onChange={(event) => {
                // A valid GSTIN says where the Ship to is registered: the state follows it.
                const state = gstinState(event.target.value);
                set({ gstin: event.target.value, ...(state && { state }) });
              }}
              autoComplete="off"
              className={fieldClass}
            />
          </QuoteField>
        </div>
      )}
      <div role="radiogroup" aria-labelledby={`${id}-placeOfSupply-label`} aria-describedby={problems.placeOfSupply ? `${id}-placeOfSupply-error` : undefined} className="space-y-2">
        <p id={`${id}-placeOfSupply-label`} className="text-sm font-medium">
          Place of supply (sets CGST and SGST, or IGST)
        </p>
        {choices.map(({ choice, state, whose }) => (
          <div key={choice} className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-placeOfSupply-${choice}`}
              type="radio"
              name={`${id}-placeOfSupply`}
              checked={chosen === choice}
              onChange={() => onPlaceOfSupply(choice)}
              aria-describedby={choices.length > 1 ? `${id}-placeOfSupply-${choice}-when` : undefined}
              className="mt-0.5 size-5 accent-brand-600"
            />
            <div>
              <label htmlFor={`${id}-placeOfSupply-${choice}`}>
                <span className="font-medium">{state}</span> ({whose})
              </label>
              {choices.length > 1 && (
                <p id={`${id}-placeOfSupply-${choice}-when`} className="text-zinc-600">
                  {WHEN[choice]}
                </p>
              )}
            </div>
          </div>
        ))}
        {problems.placeOfSupply && (
          <p id={`${id}-placeOfSupply-error`} className="text-sm text-red-700">
            {problems.placeOfSupply}
          </p>
        )}
      </div>
    </fieldset>
  );
}
