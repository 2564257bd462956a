<?php
// Runs Laravel migration files without a Laravel application, on Debian's illuminate/database
// (Laravel 8) and doctrine/dbal: `php laravel_run.php DATABASE up|down FILE...` calls each file's
// up() or down() on PostgreSQL (host, port and user from PGHOST, PGPORT, PGUSER, PGPASSWORD).
require_once 'Illuminate/Database/autoload.php';
require_once 'Doctrine/DBAL/autoload.php';

use Illuminate\Database\Capsule\Manager as Capsule;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Facade;

[, $database, $direction] = $argv;
$capsule = new Capsule();
$capsule->addConnection([
    'driver' => 'pgsql', 'host' => getenv('PGHOST') ?: '127.0.0.1', 'port' => getenv('PGPORT') ?: 5432,
    'database' => $database, 'username' => getenv('PGUSER') ?: 'postgres', 'password' => getenv('PGPASSWORD') ?: '',
    'charset' => 'utf8', 'prefix' => '', 'schema' => 'public',
]);
$capsule->setAsGlobal();
$capsule->getContainer()->instance('db', $capsule->getDatabaseManager());
Facade::setFacadeApplication($capsule->getContainer());
// Table comments came with Laravel 9: accepted here and left out.
if (!Blueprint::hasMacro('comment')) {
    Blueprint::macro('comment', fn ($comment) => $this);
}
foreach (array_slice($argv, 3) as $file) {
    $migration = require $file;
    $migration->{$direction}();
}
