# The game's seeded draws (landlord_edu/dice.py), one stream object per key, made when first drawn on: included by
# _fast.pyx. A key's block is seeded as random.Random(f"landlord-edu/{seed}/{key}/{block}") seeds it, and its
# numbers are random.Random.random()'s: the same Mersenne Twister (CPython's _randommodule.c), here in C, so that
# seeding a block costs a third of making a generator and a number costs no call into Python.

from hashlib import sha512 as _sha512
from libc.stdint cimport uint32_t

cdef enum:
    BLOCK = 1024
    MT_N = 624
    MT_M = 397
    MAXKEY = 128        # 32-bit words of a seed: its text and its SHA-512 (a key's text is short)
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

cdef uint32_t MT_START[MT_N]   # init_genrand(19650218), where every init_by_array begins: made once
cdef int _made_start():
    cdef int i
    MT_START[0] = 19650218U
    for i in range(1, MT_N):
        MT_START[i] = <uint32_t>(1812433253U * (MT_START[i - 1] ^ (MT_START[i - 1] >> 30)) + <uint32_t>i)
    return 0
_made_start()


cdef class Stream:
    """One key's draws (per_seat: draw n of key k is number n % BLOCK of the block n // BLOCK's generator), or
    one of 0.1's three streams (one_stream: the game's own generator object, used in place)."""
    cdef public str key
    cdef public long long n          # draws made on the key (its next draw's number)
    cdef long long gen_n             # the number the generator gives next (-1: none seeded yet)
    cdef object rand                 # a Python generator's random (one_stream's, or the one the game held)
    cdef long long seed
    cdef bint legacy
    cdef public bint used
    cdef uint32_t mt[MT_N]
    cdef int index

    def __init__(self, str key, long long n, long long seed, object legacy_gen=None):
        self.key, self.n, self.seed = key, n, seed
        self.gen_n = -1
        self.legacy = legacy_gen is not None
        self.used = False
        self.rand = legacy_gen.random if self.legacy else None

    cdef double next(self) except? -1.0:
        cdef long long n = self.n, k
        self.used = True
        if self.legacy:
            return self.rand()
        self.n = n + 1
        if self.gen_n != n or n % BLOCK == 0:
            self.rand = None  # a generator the game held serves only the numbers it was at
            self.seed_block(n // BLOCK)
            for k in range(n % BLOCK):
                self.uint32()
                self.uint32()
        self.gen_n = n + 1
        if self.rand is not None:
            return self.rand()
        return self.res53()

    cdef int seed_block(self, long long block) except -1:
        """random.Random(text): the text and its SHA-512 as one big-endian number, whose 32-bit words (lowest
        first) are init_by_array's key (random.Random.seed, version 2; _randommodule.c random_seed)."""
        data = f"landlord-edu/{self.seed}/{self.key}/{block}".encode()
        data += _sha512(data).digest()
        cdef const unsigned char* p = data
        cdef Py_ssize_t size = len(data), start = 0, j, nbytes
        cdef uint32_t key[MAXKEY]
        cdef int i, used, bits
        while start < size and p[start] == 0:
            start += 1
        nbytes = size - start
        if nbytes > MAXKEY * 4:
            raise ValueError(f"a seed of {nbytes} bytes")
        bits = 0
        if nbytes:
            bits = 8 * <int>(nbytes - 1)
            i = p[start]
            while i:
                bits += 1
                i >>= 1
        used = 1 if bits == 0 else (bits - 1) // 32 + 1
        for i in range(used):
            key[i] = 0
        for j in range(nbytes):  # byte j of the number, lowest first
            key[j // 4] |= (<uint32_t>p[size - 1 - j]) << (8 * (j % 4))
        self.init_by_array(key, used)
        return 0

    cdef void init_by_array(self, uint32_t* key, int length):
        cdef uint32_t* mt = self.mt
        cdef int i = 1, j = 0, k
        memcpy(mt, MT_START, MT_N * sizeof(uint32_t))
        k = MT_N if MT_N > length else length
        while k:
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + <uint32_t>j
            i += 1
            j += 1
            if i >= MT_N:
                mt[0] = mt[MT_N - 1]
                i = 1
            if j >= length:
                j = 0
            k -= 1
        k = MT_N - 1
        while k:
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - <uint32_t>i
            i += 1
            if i >= MT_N:
                mt[0] = mt[MT_N - 1]
                i = 1
            k -= 1
        mt[0] = 0x80000000U
        self.index = MT_N

    cdef inline uint32_t uint32(self):
        """_randommodule.c genrand_uint32."""
        cdef uint32_t y
        cdef uint32_t* mt = self.mt
        cdef int kk
        if self.index >= MT_N:
            for kk in range(MT_N - MT_M):
                y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU)
                mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ (0x9908b0dfU if y & 1U else 0U)
            for kk in range(MT_N - MT_M, MT_N - 1):
                y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU)
                mt[kk] = mt[kk + MT_M - MT_N] ^ (y >> 1) ^ (0x9908b0dfU if y & 1U else 0U)
            y = (mt[MT_N - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU)
            mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ (0x9908b0dfU if y & 1U else 0U)
            self.index = 0
        y = mt[self.index]
        self.index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9d2c5680U
        y ^= (y << 15) & 0xefc60000U
        y ^= y >> 18
        return y

    cdef inline double res53(self):
        """random.Random.random: _randommodule.c random_random."""
        cdef uint32_t a = self.uint32() >> 5, b = self.uint32() >> 6
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)


def _probe(str key, long long seed, long long first, int count):
    """``count`` numbers of ``key`` from its draw ``first`` on, as the core draws them (for the tests, which
    compare them with dice.GameRandom's)."""
    cdef Stream s = Stream(key, first, seed)
    return [s.next() for _ in range(count)]


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
            s.rand, s.gen_n = held[1].random, s.n  # its next draw: the same numbers, not seeded again
        self.made.append(s)
        return s

    cdef void shuffle(self, list items, Stream s) except *:
        """dice.fisher_yates on the deck's draws."""
        cdef Py_ssize_t i, j
        for i in range(len(items) - 1, 0, -1):
            j = <Py_ssize_t>(s.next() * (i + 1))
            items[i], items[j] = items[j], items[i]

    cdef void write_back(self) except *:
        """The game's generator left as the reference leaves it: the count of each key drawn on, and the throws
        (GameRandom.setstate's effect, without its checks of a saved state: these are the game's own counts)."""
        if self.legacy:
            self.rng.throws = self.throws
            return
        cdef Stream s
        for s in self.made:
            if s.used:
                self.counts[s.key] = s.n
        self.rng.draws, self.rng._blocks, self.rng.throws = self.counts, {}, self.throws
