# The game's seeded draws (landlord_edu/dice.py), one stream object per key: included by _fast.pyx.

import random as _random

cdef enum:
    BLOCK = 1024


cdef class Stream:
    """One key's draws (per_seat: draw n of key k is number n % BLOCK of the block n // BLOCK's generator), or
    one of 0.1's three streams (one_stream: the game's own generator object, used in place)."""
    cdef public str key
    cdef public long long n          # draws made on the key (its next draw's number)
    cdef long long gen_n             # the number the held generator gives next
    cdef object gen, rand
    cdef long long seed
    cdef bint legacy
    cdef public bint used

    def __init__(self, str key, long long n, long long seed, object legacy_gen=None):
        self.key, self.n, self.seed = key, n, seed
        self.gen_n = -1
        self.legacy = legacy_gen is not None
        self.used = False
        if self.legacy:
            self.gen = legacy_gen
            self.rand = legacy_gen.random

    cdef double next(self) except? -1.0:
        cdef long long n = self.n, k
        self.used = True
        if self.legacy:
            return self.rand()
        self.n = n + 1
        if self.gen is None or self.gen_n != n or n % BLOCK == 0:
            self.gen = _random.Random(f"landlord-edu/{self.seed}/{self.key}/{n // BLOCK}")
            self.rand = self.gen.random
            for k in range(n % BLOCK):
                self.rand()
        self.gen_n = n + 1
        return self.rand()


cdef class Draws:
    """The keys a turn under the 1939 rules draws on, by purpose and seat."""
    cdef list turn, hotel, island, choices, first
    cdef Stream idle, so_what, deal
    cdef dict counts
    cdef long long throws
    cdef bint legacy
    cdef object rng

    def __init__(self, rng, int players):
        self.rng = rng
        self.legacy = bool(rng._legacy)
        self.counts = dict(rng.draws)
        self.throws = rng.throws
        self.turn = [self._stream(f"dice/turn/{k}", "dice") for k in range(players)]
        self.hotel = [self._stream(f"dice/hotel/{k}", "dice") for k in range(players)]
        self.island = [self._stream(f"dice/island/{k}", "dice") for k in range(players)]
        self.choices = [self._stream(f"choices/{k}", "choices") for k in range(players)]
        self.idle = self._stream("cards/idle_land", "cards")
        self.so_what = self._stream("cards/so_what", "cards")
        self.first, self.deal = [], None

    cdef void for_setup(self, int players) except *:
        """The keys only the setting up draws on: each seat's throws for first turn, and the deal."""
        self.first = [self._stream(f"dice/first/{k}", "dice") for k in range(players)]
        self.deal = self._stream("cards/deal", "cards")

    cdef Stream _stream(self, str key, str legacy):
        if self.legacy:
            return Stream(key, 0, self.rng.seed, self.rng._legacy[legacy])
        cdef Stream s = Stream(key, self.counts.get(key, 0), self.rng.seed)
        held = self.rng._blocks.get(key)
        if held is not None and held[0] == s.n and s.n % BLOCK:  # the generator the game holds for this key, at
            s.gen, s.rand, s.gen_n = held[1], held[1].random, s.n  # its next draw: the same numbers, unseeded
        return s

    cdef void shuffle(self, list items, Stream s) except *:
        """dice.fisher_yates on the deck's draws."""
        cdef Py_ssize_t i, j
        for i in range(len(items) - 1, 0, -1):
            j = <Py_ssize_t>(s.next() * (i + 1))
            items[i], items[j] = items[j], items[i]

    cdef void write_back(self) except *:
        """The game's generator left as the reference leaves it: the count of each key drawn on, and the throws."""
        if self.legacy:
            self.rng.throws = self.throws
            return
        cdef Stream s
        decks = [self.idle, self.so_what] if self.deal is None else [self.idle, self.so_what, self.deal]
        for group in (self.first, self.turn, self.hotel, self.island, self.choices, decks):
            for s in group:
                if s.used:
                    self.counts[s.key] = s.n
        self.rng.setstate({"draws": self.counts, "script": [], "throws": self.throws})
