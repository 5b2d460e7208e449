# The game's seeded draws (landlord_edu/dice.py), one stream object per key, made when first drawn on: included by
# _fast.pyx.

import random as _random

cdef enum:
    BLOCK = 1024
    SPARE = 64          # generators kept for the next streams (seeding one again costs less than making one)
    # the keys drawn on by purpose and seat (dice.py: dice/turn/k, dice/hotel/k, dice/island/k, choices/k,
    # dice/first/k), and the decks' keys
    D_TURN = 0
    D_HOTEL = 1
    D_ISLAND = 2
    D_CHOICES = 3
    D_FIRST = 4
    NGROUPS = 5
    C_IDLE = 0
    C_SO_WHAT = 1
    C_DEAL = 2
    NDECKS = 3

GROUP_KEYS = ("dice/turn/", "dice/hotel/", "dice/island/", "choices/", "dice/first/")
GROUP_STREAMS = ("dice", "dice", "dice", "choices", "dice")   # under one_stream: 0.1's stream each draws on
DECK_KEYS = ("cards/idle_land", "cards/so_what", "cards/deal")

_spare = []  # generators no game holds, to be seeded again for another key (the same numbers as a new one)


cdef class Stream:
    """One key's draws (per_seat: draw n of key k is number n % BLOCK of the block n // BLOCK's generator), or
    one of 0.1's three streams (one_stream: the game's own generator object, used in place)."""
    cdef public str key
    cdef public long long n          # draws made on the key (its next draw's number)
    cdef long long gen_n             # the number the held generator gives next
    cdef object gen, rand
    cdef long long seed
    cdef bint legacy
    cdef bint owned                  # the generator is the core's (spare or made), not one the game holds
    cdef public bint used

    def __init__(self, str key, long long n, long long seed, object legacy_gen=None):
        self.key, self.n, self.seed = key, n, seed
        self.gen_n = -1
        self.legacy = legacy_gen is not None
        self.used = self.owned = False
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
            if not self.owned:  # a generator of the core's own: the game's is never seeded again in place
                self.gen = _spare.pop() if _spare else _random.Random(0)
                self.rand = self.gen.random
                self.owned = True
            # random.Random(s) and seed(s) on a used generator leave the same state: random.Random.seed
            self.gen.seed(f"landlord-edu/{self.seed}/{self.key}/{n // BLOCK}")
            for k in range(n % BLOCK):
                self.rand()
        self.gen_n = n + 1
        return self.rand()


cdef class Draws:
    """The keys a game under the 1939 rules draws on, by purpose and seat, each made when first drawn on."""
    cdef list seats, decks, made
    cdef dict counts
    cdef long long throws
    cdef bint legacy
    cdef object rng

    def __init__(self, rng):
        self.rng = rng
        self.legacy = bool(rng._legacy)
        self.counts = dict(rng.draws)
        self.throws = rng.throws
        self.seats = [None] * (NGROUPS * MAXP)
        self.decks = [None] * NDECKS
        self.made = []

    cdef Stream stream(self, int group, int seat):
        """The stream of ``group`` (D_TURN...) for ``seat``."""
        s = self.seats[group * MAXP + seat]
        if s is None:
            s = self.seats[group * MAXP + seat] = self._stream(f"{GROUP_KEYS[group]}{seat}", GROUP_STREAMS[group])
        return <Stream>s

    cdef Stream deck(self, int deck):
        """The stream of ``deck`` (C_IDLE, C_SO_WHAT, C_DEAL)."""
        s = self.decks[deck]
        if s is None:
            s = self.decks[deck] = self._stream(DECK_KEYS[deck], "cards")
        return <Stream>s

    cdef Stream _stream(self, str key, str legacy):
        if self.legacy:
            return Stream(key, 0, self.rng.seed, self.rng._legacy[legacy])
        cdef Stream s = Stream(key, self.counts.get(key, 0), self.rng.seed)
        held = self.rng._blocks.get(key)
        if held is not None and held[0] == s.n and s.n % BLOCK:  # the generator the game holds for this key, at
            s.gen, s.rand, s.gen_n = held[1], held[1].random, s.n  # its next draw: the same numbers, unseeded
        self.made.append(s)
        return s

    cdef void shuffle(self, list items, Stream s) except *:
        """dice.fisher_yates on the deck's draws."""
        cdef Py_ssize_t i, j
        for i in range(len(items) - 1, 0, -1):
            j = <Py_ssize_t>(s.next() * (i + 1))
            items[i], items[j] = items[j], items[i]

    cdef void write_back(self, bint over) except *:
        """The game's generator left as the reference leaves it: the count of each key drawn on, and the throws.
        A game that plays on is given the generators at its keys' next draws (as dice.py keeps them: it draws on
        without seeding them again); the generators of a game over are kept for the next streams."""
        if self.legacy:
            self.rng.throws = self.throws
            return
        cdef Stream s
        for s in self.made:
            if s.used:
                self.counts[s.key] = s.n
        self.rng.setstate({"draws": self.counts, "script": [], "throws": self.throws})
        blocks = self.rng._blocks
        for s in self.made:
            if s.gen is None:
                continue
            if not over and s.gen_n == s.n and s.n % BLOCK:
                blocks[s.key] = [s.n, s.gen]
            elif s.owned and len(_spare) < SPARE:
                _spare.append(s.gen)
            s.gen = s.rand = None
