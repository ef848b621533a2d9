//! What `attn-gen` generates: the configuration, its checks and the
//! launch contract.

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    /// The head dimension: 64, 128 or 256.
    pub head_dim: u32,
    /// Whether key j is masked for query i < j.
    pub causal: bool,
    /// Stages of the K and V rings.
    pub stages: u32,
    /// Whether CTAs loop over tiles (at most one CTA per SM), the next
    /// tile's loads running under the last one's epilogue. Causal, a CTA's
    /// tile is a pair of query blocks of one head, `i` and `n - 1 - i` of
    /// `n`, whose key blocks (`i + 1` and `n - i`) run on in one loop of
    /// `n + 1` laps: every tile the same length, so a static share of them
    /// keeps the SMs even ([`Config::paired`]).
    pub persistent: bool,
    /// Consumer warpgroups: 2 (FA3's ping-pong) or 3 (three taking
    /// turns, 192 query rows per CTA, fewer registers each); `None`: the
    /// kernel's default, [`Config::consumers`].
    pub consumers: Option<u32>,
    /// Keys per K/V block; `None`: 128, or 80 at head dim 256 (the
    /// accumulators' registers and the rings' shared memory).
    pub block_n: Option<u32>,
    /// Whether O goes out through shared memory and TMA tensor stores
    /// where it can ([`Config::o_by_tma`]; the default, measured faster
    /// than the registers' stores wherever it applies: bench/RESULTS.md);
    /// else from the registers.
    pub tma_store: bool,
    /// With [`Config::tma_store`], whether three consumer warpgroups take
    /// the path too (proven and run on the GPU; not the default: no faster
    /// than the registers' stores in the same rounds).
    pub tma_store_three: bool,
    /// Causal, one CTA per tile: the grid's CTAs take the tiles longest
    /// first across every head and batch (the query block the slowest
    /// index of the launch order), instead of each head's blocks longest
    /// first in turn; the grid's shape is the same. Not the default until
    /// measured.
    pub longest_first: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            head_dim: 128,
            causal: false,
            stages: 2,
            persistent: false,
            consumers: None,
            block_n: None,
            tma_store: true,
            tma_store_three: false,
            longest_first: false,
        }
    }
}

/// Query rows of one consumer warpgroup (wgmma's M).
pub const ROWS_PER_WARPGROUP: u32 = 64;
/// The rings' shared memory at most (sm_90a's 227 KiB per CTA, less the
/// barriers' and the alignment's share).
pub(crate) const SHARED_BYTES: u32 = 227 * 1024 - 1024;

/// Per head dim and mask, the longest sequence for which the generator
/// chooses the persistent kernel, and the one-CTA-per-tile kernel's
/// consumer warpgroups beyond it ([`Config::for_length`]).
struct LengthRule {
    head_dim: u32,
    causal: bool,
    /// Sequences up to this many tokens get the persistent kernel (0:
    /// never).
    persistent_up_to: u32,
    /// The one-CTA-per-tile kernel's consumer warpgroups.
    consumers: u32,
}

/// The rules of [`Config::for_length`], from the measurements on the H100
/// (16 heads, 16k tokens per batch; `bench/RESULTS.md`, "The generator's
/// choice by length"): the persistent kernel against one CTA per tile in
/// the same interleaved rounds, S = 1k / 2k / 4k / 8k / 16k.
const LENGTH_RULES: [LengthRule; 6] = [
    // Paired causal tiles 1.14 / 1.06 / 1.02 / 0.98 / 0.94.
    LengthRule {
        head_dim: 128,
        causal: true,
        persistent_up_to: 4096,
        consumers: 2,
    },
    // Persistent 1.12 / 1.06 / 1.02 / 1.00 / 0.99.
    LengthRule {
        head_dim: 128,
        causal: false,
        persistent_up_to: 4096,
        consumers: 2,
    },
    // Paired causal tiles against two consumers 1.21 / 1.12 / 1.05 / 1.01 / 0.94,
    // against three 1.58 / 1.25 / 1.11 / 0.99 / 0.94.
    LengthRule {
        head_dim: 64,
        causal: true,
        persistent_up_to: 4096,
        consumers: 3,
    },
    // Persistent (two consumers) against three 1.05 / 0.91 / 0.87 / 0.84 / 0.82.
    LengthRule {
        head_dim: 64,
        causal: false,
        persistent_up_to: 1024,
        consumers: 3,
    },
    // No paired kernel at head dim 256.
    LengthRule {
        head_dim: 256,
        causal: true,
        persistent_up_to: 0,
        consumers: 2,
    },
    LengthRule {
        head_dim: 256,
        causal: false,
        persistent_up_to: 0,
        consumers: 2,
    },
];

impl Config {
    /// The configuration the generator chooses for sequences of `seq`
    /// tokens at `head_dim` (`attn-gen --seq`): the persistent kernel
    /// (causal: pairs of query blocks) up to a length per head dim and
    /// mask, one CTA per tile beyond it, with three consumer warpgroups
    /// where those are faster ([`LENGTH_RULES`]). Short sequences have few
    /// key blocks per tile, where a persistent CTA's next tile loading
    /// under the last one's epilogue, and (causal) tiles of equal length,
    /// pay most; long ones have many tiles, which the hardware's own
    /// scheduling of one-tile CTAs, longest first, keeps even. The other
    /// fields are the defaults; a head dim without a rule gets them all.
    /// The crossings were measured at 16 heads and 16k tokens per batch
    /// only: with far fewer tiles (a batch of one short sequence) the
    /// persistent kernel's share of idle SMs differs, which no rule here
    /// knows.
    pub fn for_length(head_dim: u32, causal: bool, seq: u32) -> Config {
        let base = Config {
            head_dim,
            causal,
            ..Config::default()
        };
        match LENGTH_RULES
            .iter()
            .find(|r| r.head_dim == head_dim && r.causal == causal)
        {
            Some(rule) if rule.persistent_up_to > 0 && seq <= rule.persistent_up_to => Config {
                persistent: true,
                ..base
            },
            Some(rule) => Config {
                consumers: Some(rule.consumers),
                ..base
            },
            None => base,
        }
    }

    /// Consumer warpgroups: the chosen count, else the default, which
    /// depends on the kernel: 3 at head dim 64, non-causal and not
    /// persistent; 2 otherwise. On the H100 (ours / cuDNN at d 64, 1k, 4k
    /// and 16k tokens; `bench/results/attention-consumers-2026-12-06/`)
    /// three are faster non-causal (0.92, 1.11, 1.12 against 0.89, 0.93,
    /// 0.96 with two), where a block's softmax is long against its two
    /// small GEMMs and a third warpgroup keeps the tensor cores fed; causal
    /// they lose at 1k (0.63 against 0.79: 192-row tiles are fewer and
    /// longer, and the CTAs' work less even) and win by less from 4k
    /// (0.97, 1.12 against 0.92, 1.05), so causal keeps two. Three are
    /// refused at the other head dims and with `persistent`
    /// ([`Config::check`]).
    pub fn consumers(&self) -> u32 {
        self.consumers
            .unwrap_or(if self.head_dim == 64 && !self.causal && !self.persistent {
                3
            } else {
                2
            })
    }

    /// Query rows per CTA: 64 per consumer warpgroup.
    pub fn block_m(&self) -> u32 {
        ROWS_PER_WARPGROUP * self.consumers()
    }

    /// Threads per CTA: the consumer warpgroups and the producer's.
    pub fn threads(&self) -> u32 {
        128 * (self.consumers() + 1)
    }

    /// The register budgets (`setmaxnreg`) of a consumer and of the
    /// producer warpgroup: together at most the SM's 64 Ki registers.
    pub fn registers(&self) -> (i64, i64) {
        if self.consumers() == 3 {
            (160, 32)
        } else {
            (240, 24)
        }
    }

    /// Keys per K/V block.
    pub fn block_n(&self) -> u32 {
        self.block_n
            .unwrap_or(if self.head_dim == 256 { 80 } else { 128 })
    }

    /// Whether a tile is a pair of causal query blocks (persistent and
    /// causal): see [`Config::persistent`].
    pub fn paired(&self) -> bool {
        self.persistent && self.causal
    }

    /// Stages of the Q ring: two in a persistent kernel where they fit
    /// (the next tile's Q lands while this one's last blocks run). Paired,
    /// this ring holds the first query block's Q; the second's has a ring
    /// of one stage of its own ([`Config::paired`]): two rings that move on
    /// once per tile keep the barriers' period at that of two stages,
    /// where one ring of three would triple it (and the proof's pairs).
    pub fn q_stages(&self) -> u32 {
        let q = self.block_m() * self.head_dim * 2;
        let kv = 2 * self.stages * self.head_dim * self.block_n() * 2;
        let second = u32::from(self.paired());
        if self.persistent && (2 + second) * q + kv <= SHARED_BYTES {
            2
        } else {
            1
        }
    }

    /// Shared memory of the rings: Q's stages (paired, the second query
    /// block's besides), K's and V's.
    fn ring_bytes(&self) -> u32 {
        let q_stages = self.q_stages() + u32::from(self.paired());
        q_stages * self.block_m() * self.head_dim * 2
            + 2 * self.stages * self.head_dim * self.block_n() * 2
    }

    /// Shared memory of O's staging: each consumer warpgroup's 64 rows of
    /// bf16, `head_dim / 64` boxes of 64 x 64.
    pub fn staging_bytes(&self) -> u32 {
        self.consumers() * ROWS_PER_WARPGROUP * self.head_dim * 2
    }

    /// Whether a warpgroup writes O through its staging in shared memory
    /// and TMA tensor stores (`nowait`: the next tile's work runs under
    /// their reads), where its 64 rows all lie before `seq` and the
    /// staging fits beside the rings (or is Q's stage, [`Config::o_in_q`]),
    /// with two consumer warpgroups, not paired; if [`Config::tma_store`]
    /// asks for it.
    /// Else (rows past `seq`: the tensor map of O, `[B · H · S, D]`, would
    /// not clip them to the head) it stores from the registers.
    pub fn o_by_tma(&self) -> bool {
        // Three consumers: the path builds, is proven (each warpgroup
        // behind its role's own barrier, the turns keep their ids) and
        // passes the GPU suite, but measured no faster than the registers'
        // stores (bench/RESULTS.md): opt-in. Paired: the first tile's O is
        // written at one lap of the key-block loop, and barriers at one
        // lap alone would leave the protocol unproven for all trip counts.
        self.tma_store
            && (self.consumers() == 2 || self.tma_store_three)
            && !self.paired()
            && (self.ring_bytes() + self.staging_bytes() <= SHARED_BYTES || self.o_in_q())
    }

    /// Whether O's staging is Q's stage: with [`Config::tma_store`], two
    /// consumer warpgroups, one CTA per tile (no later tile loads Q into
    /// it), and no room for a staging of its own (head dim 256).
    /// Warpgroup `g` stages its rows in its own 64 rows of each 64-column
    /// box of Q, which only its own S GEMMs read, all retired by then; Q's
    /// stage is released once the stores have read it. On the H100 it
    /// measured 1.04-1.11x the registers' stores at d 256 at 1k and 2k
    /// tokens, 0.99-1.02x at 8k (bench/RESULTS.md, "O staged in Q's
    /// stage").
    pub fn o_in_q(&self) -> bool {
        self.tma_store
            && self.consumers() == 2
            && !self.persistent
            && self.ring_bytes() + self.staging_bytes() > SHARED_BYTES
    }

    /// The kernel's argument types, in order: the Q, K and V tensor maps,
    /// O's (64 x 64 boxes, which a kernel that writes O from the registers
    /// ignores), O's and the LSE's pointers, then `seq`, `group` and
    /// (persistent) `heads`, `tiles` as `i32`.
    pub fn arg_types(&self) -> Vec<String> {
        let map = |rows: u32| format!("!async.tensor_map<{rows}x64xbf16, swizzle 128>");
        let mut args = vec![
            map(self.block_m()),
            map(self.block_n()),
            map(self.block_n()),
            map(ROWS_PER_WARPGROUP),
        ];
        args.extend(["!llvm.ptr<1>".to_string(), "!llvm.ptr<1>".to_string()]);
        let scalars = if self.persistent { 4 } else { 2 };
        args.extend((0..scalars).map(|_| "i32".to_string()));
        args
    }

    /// The kernel's symbol.
    pub fn kernel_name(&self) -> String {
        let mask = if self.causal { "causal" } else { "full" };
        let persistent = if self.persistent { "_persistent" } else { "" };
        format!("attention_d{}_{mask}{persistent}", self.head_dim)
    }

    /// What is wrong with this configuration, if anything.
    pub fn check(&self) -> Result<(), String> {
        if ![64, 128, 256].contains(&self.head_dim) {
            return Err(format!("head dim {} is not 64, 128 or 256", self.head_dim));
        }
        let bn = self.block_n();
        if !bn.is_multiple_of(16) || !(16..=256).contains(&bn) {
            return Err(format!(
                "{bn} keys per block: a multiple of 16 (a P V step) from 16 to 256 (a wgmma's N)"
            ));
        }
        if self.paired() && bn != self.block_m() {
            return Err(format!(
                "--persistent --causal pairs query blocks whose key blocks add up to one more than the query blocks: {bn} keys per block, not the {} query rows of a tile",
                self.block_m()
            ));
        }
        let consumers = self.consumers();
        if ![2, 3].contains(&consumers) {
            return Err(format!("{consumers} consumer warpgroups: 2 or 3"));
        }
        if consumers == 3 && self.head_dim != 64 {
            return Err(format!(
                "3 consumer warpgroups have 160 registers each: head dim 64 only (at {} the accumulators spill)",
                self.head_dim
            ));
        }
        if consumers == 3 && self.persistent {
            return Err("--consumers 3 with --persistent: the model check of its protocol passes the state bound, so it cannot be proven; use one of them".into());
        }
        if !(1..=4).contains(&self.stages) {
            return Err(format!("{} stages: 1 to 4", self.stages));
        }
        let ring = self.head_dim * self.block_n() * 2;
        if self.ring_bytes() > SHARED_BYTES {
            return Err(format!(
                "{} stages of {} KiB K and V blocks do not fit in shared memory",
                self.stages,
                ring / 1024
            ));
        }
        Ok(())
    }

    /// The kernel's attributes that tell a runner its contract (`async-opt
    /// --run`): `phaselock.attention` (head dim, causal, consumer
    /// warpgroups) and
    /// `phaselock.schedule` (`persistent` or `one_tile`).
    pub fn attributes(&self) -> Vec<(&'static str, String)> {
        vec![
            (
                "phaselock.attention",
                format!(
                    "{{head_dim = {} : i64, causal = {}, consumers = {} : i64}}",
                    self.head_dim,
                    self.causal,
                    self.consumers()
                ),
            ),
            (
                "phaselock.schedule",
                format!(
                    "\"{}\"",
                    if self.persistent {
                        "persistent"
                    } else {
                        "one_tile"
                    }
                ),
            ),
        ]
    }

    /// The launch contract as one line of JSON (`attn-gen
    /// --print-contract`): the kernel's name, head dim, mask, schedule,
    /// consumer warpgroups, query rows per CTA (Q's box), keys per block
    /// (K's and V's box) and threads per CTA.
    pub fn contract_json(&self) -> String {
        format!(
            "{{\"kernel\": \"{}\", \"head_dim\": {}, \"causal\": {}, \"persistent\": {}, \"consumers\": {}, \"block_m\": {}, \"block_n\": {}, \"threads\": {}}}\n",
            self.kernel_name(),
            self.head_dim,
            self.causal,
            self.persistent,
            self.consumers(),
            self.block_m(),
            self.block_n(),
            self.threads()
        )
    }

    /// How to launch the kernel.
    pub fn contract(&self) -> String {
        format!(
            "kernel {name}: O = softmax(Q K^T / sqrt({d})) V{causal}, bf16 in and out, LSE f32\n\
             arguments: q (tensor map of Q, [B * H * S, {d}] bf16, box {bm} x 64, 128-byte swizzle), \
             k, v (tensor maps of K and V, [B * H_kv * S, {d}] bf16, box {bn} x 64, 128-byte swizzle), \
             o_map (tensor map of O, [B * H * S, {d}] bf16, box 64 x 64, 128-byte swizzle{o_map}), \
             o (pointer to O, [B * H * S, {d}] bf16), lse (pointer, [B * H * S] f32), \
             seq = S, group = H / H_kv{more} (i32)\n\
             block: {threads} threads; grid: {grid}; dynamic shared memory as published",
            bm = self.block_m(),
            threads = self.threads(),
            more = if self.persistent {
                format!(
                    ", heads = H, tiles = {} * B * H",
                    if self.paired() {
                        format!("ceil(ceil(S / {}) / 2)", self.block_m())
                    } else {
                        format!("ceil(S / {})", self.block_m())
                    }
                )
            } else {
                String::new()
            },
            grid = if self.paired() {
                "min(tiles, SMs) x 1 x 1 (CTA c takes tiles c, c + nctaid.x, ...; tile t of a head is its query blocks t and ceil(S / 128) - 1 - t)".to_string()
            } else if self.persistent {
                "min(tiles, SMs) x 1 x 1 (CTA c takes tiles c, c + nctaid.x, ...)".to_string()
            } else {
                format!("ceil(S / {}) x H x B", self.block_m())
            },
            name = self.kernel_name(),
            d = self.head_dim,
            bn = self.block_n(),
            causal = if self.causal { ", causal" } else { "" },
            o_map = if self.o_by_tma() {
                "; the whole 64-row blocks of O"
            } else {
                "; not read: O is written from the registers"
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(head_dim: u32, causal: bool, persistent: bool) -> Config {
        Config {
            head_dim,
            causal,
            persistent,
            ..Config::default()
        }
    }

    #[test]
    fn default_consumers_depend_on_the_kernel() {
        assert_eq!(config(64, false, false).consumers(), 3);
        assert_eq!(config(64, true, false).consumers(), 2);
        assert_eq!(config(64, false, true).consumers(), 2);
        for d in [128, 256] {
            assert_eq!(config(d, false, false).consumers(), 2);
            assert_eq!(config(d, true, false).consumers(), 2);
        }
        assert_eq!(Config::default().consumers(), 2);
        // Every default is a configuration the checks accept; causal and
        // persistent (pairs of query blocks) at head dims 64 and 128.
        for (causal, persistent) in [(false, false), (true, false), (false, true)] {
            for d in [64, 128, 256] {
                let c = config(d, causal, persistent);
                assert_eq!(c.check(), Ok(()), "{c:?}");
            }
        }
        for d in [64, 128] {
            let c = config(d, true, true);
            assert_eq!((c.check(), c.consumers(), c.paired()), (Ok(()), 2, true));
        }
        assert!(config(256, true, true).check().is_err());
    }

    #[test]
    fn paired_tiles_have_a_second_q_ring_within_shared_memory() {
        // Two stages of the first query block's Q, one of the second's,
        // and the K and V rings: 224 KiB at head dim 128, 112 at 64.
        for (d, kib) in [(128, 224), (64, 112)] {
            let c = config(d, true, true);
            assert_eq!(c.q_stages(), 2);
            let q = (c.q_stages() + 1) * c.block_m() * d * 2;
            let kv = 2 * c.stages * d * c.block_n() * 2;
            assert_eq!((q + kv) / 1024, kib);
            assert!(q + kv <= SHARED_BYTES);
        }
        assert!(!config(128, false, true).paired());
        assert_eq!(config(128, false, true).q_stages(), 2);
    }

    #[test]
    fn the_choice_by_length_follows_the_rules() {
        let chosen = |d, causal, seq| {
            let c = Config::for_length(d, causal, seq);
            assert_eq!(c.check(), Ok(()), "{c:?}");
            (c.persistent, c.consumers())
        };
        assert_eq!(chosen(128, true, 1), (true, 2));
        assert_eq!(chosen(128, true, 4096), (true, 2));
        assert_eq!(chosen(128, true, 4097), (false, 2));
        assert_eq!(chosen(128, false, 4096), (true, 2));
        assert_eq!(chosen(128, false, 16384), (false, 2));
        assert_eq!(chosen(64, true, 4096), (true, 2));
        assert_eq!(chosen(64, true, 8192), (false, 3));
        assert_eq!(chosen(64, false, 1024), (true, 2));
        assert_eq!(chosen(64, false, 1025), (false, 3));
        assert_eq!(chosen(256, true, 1024), (false, 2));
        assert_eq!(chosen(256, false, 1024), (false, 2));
        // Every rule's both sides are configurations the checks accept.
        for rule in &LENGTH_RULES {
            for seq in [
                1,
                rule.persistent_up_to,
                rule.persistent_up_to + 1,
                u32::MAX,
            ] {
                let c = Config::for_length(rule.head_dim, rule.causal, seq);
                assert_eq!(c.check(), Ok(()), "{c:?}");
            }
        }
    }

    #[test]
    fn chosen_consumers_override_the_default() {
        let two = Config {
            consumers: Some(2),
            ..config(64, false, false)
        };
        assert_eq!(
            (two.consumers(), two.block_m(), two.threads()),
            (2, 128, 384)
        );
        let three = Config {
            consumers: Some(3),
            ..config(64, true, false)
        };
        assert_eq!(
            (three.consumers(), three.block_m(), three.threads()),
            (3, 192, 512)
        );
        let refused = Config {
            consumers: Some(3),
            ..config(128, false, false)
        };
        assert!(refused.check().is_err());
    }

    #[test]
    fn the_contract_json_follows_the_resolved_count() {
        assert_eq!(
            config(64, false, false).contract_json(),
            "{\"kernel\": \"attention_d64_full\", \"head_dim\": 64, \"causal\": false, \"persistent\": false, \"consumers\": 3, \"block_m\": 192, \"block_n\": 128, \"threads\": 512}\n"
        );
        let attributes = config(64, true, false).attributes();
        assert!(attributes[0].1.contains("consumers = 2 : i64"));
    }

    #[test]
    fn o_goes_by_tma_where_the_path_applies() {
        // Two consumers, one tile or persistent, at d 64 and 128.
        for d in [64, 128] {
            assert!(config(d, false, true).o_by_tma());
            assert!(config(d, true, false).o_by_tma());
        }
        assert!(config(128, false, false).o_by_tma());
        // Paired (causal persistent): never.
        assert!(!config(128, true, true).o_by_tma());
        assert!(!config(64, true, true).o_by_tma());
        // d 256: no room beside the rings, so in Q's stage, one tile per
        // CTA only (a persistent kernel's next tile loads Q there).
        for causal in [false, true] {
            assert!(config(256, causal, false).o_by_tma());
            assert!(config(256, causal, false).o_in_q());
        }
        assert!(!config(256, false, true).o_by_tma());
        assert!(!config(128, false, false).o_in_q());
        // Three consumers only when asked; --direct-store never.
        assert!(!config(64, false, false).o_by_tma());
        let three = Config {
            tma_store_three: true,
            ..config(64, false, false)
        };
        assert!(three.o_by_tma());
        let direct = Config {
            tma_store: false,
            ..config(128, false, true)
        };
        assert!(!direct.o_by_tma());
    }
}
