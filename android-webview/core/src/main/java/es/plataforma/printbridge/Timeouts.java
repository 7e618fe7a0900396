package es.plataforma.printbridge;

/**
 * How long the core lets each step take, in ms. A request has a budget, counted from its arrival, that ends before the
 * web stops waiting for the answer (domain's PRINT_BRIDGE_TIMEOUTS_MS): a job still queued when its budget is spent
 * fails rather than printing after the web gave up (and perhaps printed the ticket again).
 */
public final class Timeouts {
    /** The web's own timeouts (list, connect, print) less a second for the answer to travel back. */
    public static final Timeouts DEFAULT = new Timeouts(8_000, 6_000, 8_000, 9_000, 19_000, 29_000);

    /** Listing the paired devices; then the answer is bluetooth_unavailable. */
    public final long listMs;
    /** Opening a connection; then connect_failed. */
    public final long connectMs;
    /** Writing one job; then print_failed. */
    public final long writeMs;
    public final long listBudgetMs;
    public final long connectBudgetMs;
    public final long printBudgetMs;

    public Timeouts(long listMs, long connectMs, long writeMs, long listBudgetMs, long connectBudgetMs,
            long printBudgetMs) {
        this.listMs = listMs;
        this.connectMs = connectMs;
        this.writeMs = writeMs;
        this.listBudgetMs = listBudgetMs;
        this.connectBudgetMs = connectBudgetMs;
        this.printBudgetMs = printBudgetMs;
    }

    long budget(BridgeRequest.Type type) {
        switch (type) {
            case LIST_DEVICES:
                return listBudgetMs;
            case CONNECT:
                return connectBudgetMs;
            default:
                return printBudgetMs;
        }
    }
}
