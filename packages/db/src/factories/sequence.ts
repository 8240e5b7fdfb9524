// A counter instead of randomness: the same test run always builds the same records, and
// unique columns (e-mail) never collide within a process.
let sequence = 0

export function nextSequence(): number {
  sequence += 1
  return sequence
}
