import { describe, expect, it } from 'vitest';
import { liftToClear } from '../../src/lib/keep-clear';

// A 56 px chat button resting 16 px from the bottom right of a 390x844 phone screen.
const button = { left: 318, right: 374, top: 772, bottom: 828 };
const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('liftToClear', () => {
  it('leaves the button where it rests when nothing is beneath', () => {
    expect(liftToClear(button, [box(16, 700, 300, 760)], 250)).toBe(0);
  });

  it('lifts the button just above a control it would cover, with room between', () => {
    const sendEnquiry = box(180, 790, 362, 838);
    expect(liftToClear(button, [sendEnquiry], 250)).toBe(828 - 790 + 8);
  });

  it('keeps lifting past controls stacked above each other', () => {
    const controls = [box(200, 790, 370, 838), box(300, 720, 380, 770), box(16, 600, 100, 650)];
    const lift = liftToClear(button, controls, 250)!;
    expect(lift).toBe(828 - 720 + 8);
    const placed = { ...button, top: button.top - lift, bottom: button.bottom - lift };
    for (const c of controls) expect(placed.bottom <= c.top || placed.top >= c.bottom || placed.right <= c.left).toBe(true);
  });

  it('gives up (the button tucks away) when no spot below the highest allowed is free', () => {
    const column = Array.from({ length: 12 }, (_, i) => box(300, 844 - (i + 1) * 60, 390, 844 - i * 60 - 4));
    expect(liftToClear(button, column, 250)).toBeNull();
  });
});
