//! Combinations of `k` items out of a short slice, without allocating.

/// Calls `visit` with every `k`-element combination of `items` (k <= 9),
/// in lexicographic order of positions.
pub fn for_each_combination<T: Copy + Default>(items: &[T], k: usize, mut visit: impl FnMut(&[T])) {
    let n = items.len();
    if k == 0 || k > n || k > 9 {
        return;
    }
    let mut idx = [0usize; 9];
    let mut chosen = [T::default(); 9];
    for (i, slot) in idx.iter_mut().enumerate().take(k) {
        *slot = i;
    }
    loop {
        for i in 0..k {
            chosen[i] = items[idx[i]];
        }
        visit(&chosen[..k]);
        // Advance the rightmost index that can still move.
        let mut i = k;
        loop {
            if i == 0 {
                return;
            }
            i -= 1;
            if idx[i] < n - k + i {
                break;
            }
        }
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_order() {
        let mut seen = Vec::new();
        for_each_combination(&[1, 2, 3, 4], 2, |c| seen.push(c.to_vec()));
        assert_eq!(seen, [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]]);
        let mut count = 0;
        for_each_combination(&[0u8; 9], 4, |_| count += 1);
        assert_eq!(count, 126);
        let mut none = 0;
        for_each_combination(&[1, 2], 3, |_| none += 1);
        assert_eq!(none, 0);
    }
}
