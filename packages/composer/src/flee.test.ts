import { fleeStep } from '../play/flee';

const inGrid = (c: { x: number; y: number }) => c.x >= 0 && c.x < 10 && c.y >= 0 && c.y < 10;

test('a runaway steps away from the hunter once it comes near, and waits while it is far', () => {
  // far: it stays
  expect(fleeStep({ x: 5, y: 5 }, [{ x: 0, y: 0 }], inGrid, 6)).toEqual({ x: 5, y: 5 });
  // the hunter to its left: it steps right
  expect(fleeStep({ x: 5, y: 5 }, [{ x: 3, y: 5 }], inGrid)).toEqual({ x: 6, y: 5 });
  // the hunter below it: it steps up
  expect(fleeStep({ x: 5, y: 5 }, [{ x: 5, y: 8 }], inGrid)).toEqual({ x: 5, y: 4 });
});

test('a runaway never steps into a wall, off the grid, or nearer; cornered, it stays', () => {
  const wall = (c: { x: number; y: number }) => inGrid(c) && !(c.x === 6 && c.y === 5);
  const next = fleeStep({ x: 5, y: 5 }, [{ x: 4, y: 5 }], wall);
  expect(next).not.toEqual({ x: 6, y: 5 });
  expect(Math.abs(next.x - 4) + Math.abs(next.y - 5)).toBeGreaterThanOrEqual(1);
  // in the corner with the hunter beside it: nowhere farther to go
  expect(fleeStep({ x: 0, y: 0 }, [{ x: 1, y: 1 }], inGrid)).toEqual({ x: 0, y: 0 });
  // between two hunters, left and right: out of the way of both
  expect(
    fleeStep(
      { x: 5, y: 5 },
      [
        { x: 3, y: 5 },
        { x: 7, y: 5 },
      ],
      inGrid,
    ),
  ).toEqual({ x: 5, y: 4 });
});
