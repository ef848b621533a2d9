"""Tests of bench/gemm_plan.py (no GPU): `python3 bench/gemm_plan_test.py`."""
import unittest

import gemm_plan as plan

MIB = 1 << 20


class LaunchContract(unittest.TestCase):
    def test_variant_follows_the_row_pitch(self):
        self.assertEqual(plan.variant(8191, 8184, 8200), "ours-c2")
        self.assertEqual(plan.variant(4000, 4000, 4000), "ours-c2")
        self.assertEqual(plan.variant(8192, 8192, 8256), "ours")
        self.assertEqual(plan.variant(8192, 8192, 1024), "ours")

    def test_variant_splits_few_tiles(self):
        # As gemm-gen --shape chooses (lit-tests/PTX/gemm-bf16-splitk.mlir).
        self.assertEqual(plan.variant(1024, 1024, 32768), "ours-sk4")
        self.assertEqual(plan.variant(1024, 2048, 16384), "ours-sk2")
        self.assertEqual(plan.variant(2048, 2048, 8192), "ours")
        self.assertEqual(plan.variant(128, 256, 1024), "ours-sk2")
        self.assertEqual(plan.variant(128, 256, 8192), "ours-sk16")

    def test_grid_one_cta_per_cluster(self):
        # 4096 x 4096: 32 x 16 = 512 tiles, capped at the SMs.
        self.assertEqual(plan.grid(4096, 4096, 132, 1), 132)
        # 256 x 512: 2 x 2 tiles, fewer than the SMs.
        self.assertEqual(plan.grid(256, 512, 132, 1), 4)
        # Edge tiles count: 129 x 257 -> 2 x 2 tiles.
        self.assertEqual(plan.grid(129, 257, 132, 1), 4)

    def test_grid_clusters_of_two(self):
        # Pairs of tile rows: 4000 rows -> 16 pairs, 4000 columns -> 16.
        self.assertEqual(plan.grid(4000, 4000, 132, 2), 132)
        self.assertEqual(plan.grid(256, 256, 132, 2), 2)
        self.assertEqual(plan.grid(384, 256, 132, 2), 4)
        # An odd SM count leaves one SM idle rather than split a cluster.
        self.assertEqual(plan.grid(8192, 8192, 133, 2), 132)
        with self.assertRaises(ValueError):
            plan.grid(256, 256, 132, 4)

    def test_maps_innermost_first(self):
        a, b, c = plan.maps(8191, 8184, 8200, 1)
        self.assertEqual(a, ([8200, 8191], [16400], [64, 128]))
        self.assertEqual(b, ([8200, 8184], [16400], [64, 256]))
        self.assertEqual(c, ([8184, 8191], [16368], [64, 64]))
        # Clusters of 2: each CTA loads half of B's tile rows.
        self.assertEqual(plan.maps(4096, 4096, 4096, 2)[1][2], [64, 128])

    def test_k_tiles_round_up(self):
        self.assertEqual(plan.k_tiles(1024), 16)
        self.assertEqual(plan.k_tiles(8200), 129)

    def test_shapes(self):
        self.assertEqual(plan.parse_shape("8191x8184x8200"), (8191, 8184, 8200))
        for bad in ("8x8", "8x8x0", "ax8x8", "8x8x8x8"):
            with self.assertRaises(ValueError):
                plan.parse_shape(bad)
        self.assertIsNone(plan.check_shape(8191, 8184, 8200))
        self.assertIsNotNone(plan.check_shape(8192, 8190, 8192))
        self.assertIsNotNone(plan.check_shape(8192, 8192, 8191))


class Rotation(unittest.TestCase):
    def test_sets_pass_the_l2(self):
        l2 = 50 * MIB
        for shape in ((4096, 4096, 4096), (4000, 4000, 4000), (1024, 1024, 512)):
            one = plan.set_bytes(*shape)
            sets = plan.sets_needed(one, l2)
            self.assertGreaterEqual(sets, 4)
            self.assertGreaterEqual(sets * one, 4 * l2)
        # Large sets: four of them.
        self.assertEqual(plan.sets_needed(plan.set_bytes(8192, 8192, 8192), l2), 4)

    def test_order_puts_every_side_everywhere(self):
        sides = ["ours", "c2", "lt", "torch", "triton"]
        positions = {s: set() for s in sides}
        for r in range(len(sides)):
            o = plan.order(sides, r)
            self.assertEqual(sorted(o), sorted(sides))
            for i, s in enumerate(o):
                positions[s].add(i)
        for s in sides:
            self.assertEqual(positions[s], set(range(len(sides))))

    def test_reps(self):
        self.assertEqual(plan.reps(1e-3, 40e-3, 10, 100), 40)
        self.assertEqual(plan.reps(1e-2, 40e-3, 10, 100), 10)
        self.assertEqual(plan.reps(1e-5, 40e-3, 10, 100), 100)
        self.assertEqual(plan.reps(0.0, 40e-3, 10, 100), 100)


class Ratios(unittest.TestCase):
    def test_paired_is_speed_of_ours(self):
        # Ours twice as fast in round 0, equal in round 1.
        self.assertEqual(plan.paired([1.0, 2.0], [2.0, 2.0]), [2.0, 1.0])
        with self.assertRaises(ValueError):
            plan.paired([1.0], [1.0, 2.0])

    def test_best_per_round_is_the_least_time(self):
        self.assertEqual(plan.best_per_round([3.0, 1.0], [2.0, 4.0]), [2.0, 1.0])

    def test_summary(self):
        self.assertEqual(plan.summary([0.9, 1.1, 1.0]), (1.0, 0.9, 1.1))
        self.assertEqual(plan.summary([1.0, 3.0]), (2.0, 1.0, 3.0))

    def test_tflops(self):
        self.assertAlmostEqual(plan.tflops(8192, 8192, 8192, 1.1e-3), 999.5, places=0)


if __name__ == "__main__":
    unittest.main()
