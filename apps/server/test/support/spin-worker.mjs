// A parse worker that never finishes: the pool must end it at the time limit.
export default function spin() {
  for (;;) {
    // Busy forever, as a synchronous step of a hostile file would be.
  }
}
